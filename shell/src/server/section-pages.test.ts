/** @jest-environment node */
import type { LocalizedSiteData, Property, SitePage } from '@betoch/shared';
import { AGENTS, PROPERTIES, propertyById } from '@betoch/shared/testing';
import { headData } from './section-pages';

/** The part of the site's data a property page's head reads. */
const data = { properties: PROPERTIES, agents: AGENTS } as unknown as LocalizedSiteData;
const b01 = propertyById('b01');
const published: Property = { ...b01, id: 'bk3m9x2q7wz', title: 'Four-bedroom villa' };
const propertyPage = (id: string): SitePage => ({ kind: 'property', id, crumbs: [] });

describe("a page's head data", () => {
  test("adds a seller's listing, which only the listings service has, for its page's head", async () => {
    const asked: string[] = [];
    const lookup = (id: string) => {
      asked.push(id);
      return Promise.resolve(id === published.id ? published : undefined);
    };
    const withListing = await headData(propertyPage(published.id), data, lookup);
    expect(withListing?.properties.at(-1)).toBe(published);
    expect(withListing?.properties).toHaveLength(data.properties.length + 1);
    expect(withListing?.agents).toBe(data.agents);
    expect(asked).toEqual([published.id]);
  });

  test("asks nothing for a listing of the site's data, another page, no id or no data", async () => {
    const lookup = jest.fn(() => Promise.resolve(published));
    expect(await headData(propertyPage('b01'), data, lookup)).toBe(data);
    expect(await headData(propertyPage(''), data, lookup)).toBe(data);
    expect(await headData({ kind: 'unknown' }, data, lookup)).toBe(data);
    expect(await headData(propertyPage(published.id), undefined, lookup)).toBeUndefined();
    expect(lookup).not.toHaveBeenCalled();
  });

  test('keeps the data as it is when the service knows nothing of the id, fails or answers another', async () => {
    const page = propertyPage('bq7w8e9r0t1');
    expect(await headData(page, data, () => Promise.resolve(undefined))).toBe(data);
    expect(await headData(page, data, () => Promise.reject(new Error('did not answer')))).toBe(
      data,
    );
    expect(await headData(page, data, () => Promise.resolve(published))).toBe(data);
  });
});
