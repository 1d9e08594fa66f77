/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSiteData, SiteDataError } from './site-data';

const DATA = path.resolve(__dirname, '../../../shared/assets/data');

let dir: string;
let warn: jest.SpyInstance;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'betoch-seo-'));
  cpSync(DATA, dir, { recursive: true });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  rmSync(dir, { recursive: true, force: true });
});

/** Rewrites a data file and moves its modification time forward (as a deploy would). */
function rewrite(file: string, content: string, secondsLater = 10): void {
  const full = path.join(dir, file);
  writeFileSync(full, content);
  const later = new Date(Date.now() + secondsLater * 1000);
  utimesSync(full, later, later);
}

describe('loadSiteData', () => {
  it('reads the committed data set in both languages with the browser decoders', () => {
    const data = loadSiteData(DATA);
    const { en, am } = data.byLanguage;
    expect(en.properties).toHaveLength(60);
    expect(am.properties).toHaveLength(60);
    expect(en.agents.length).toBeGreaterThan(0);
    expect(en.posts.length).toBeGreaterThan(0);
    const b01 = (list: typeof en.properties) => list.find((p) => p.id === 'b01');
    expect(b01(en.properties)?.title).toMatch(/villa/i);
    // The Amharic overlay changes the texts only: prices, ids and dates stay the English file's.
    expect(b01(am.properties)?.title).toMatch(/[\u1200-\u137f]/);
    expect(b01(am.properties)?.price).toBe(b01(en.properties)?.price);
    expect(am.agency.tagline).not.toBe(en.agency.tagline);
    expect(data.modified['property-details']).toBeInstanceOf(Date);
  });

  it('keeps what it read until a file changes on disk', () => {
    const first = loadSiteData(dir);
    expect(loadSiteData(dir)).toBe(first);

    const posts = JSON.parse(readFileSync(path.join(dir, 'blog-details.json'), 'utf8')) as {
      title: string;
    }[];
    posts[0]!.title = 'A title changed on disk';
    rewrite('blog-details.json', JSON.stringify(posts));

    const second = loadSiteData(dir);
    expect(second).not.toBe(first);
    expect(second.byLanguage.en.posts[0]?.title).toBe('A title changed on disk');
  });

  it('names the file that is not JSON, and reads again once it is fixed', () => {
    const good = readFileSync(path.join(dir, 'agent-data.json'), 'utf8');
    rewrite('agent-data.json', '[{"id": ');
    expect(() => loadSiteData(dir)).toThrow(SiteDataError);
    expect(() => loadSiteData(dir)).toThrow(
      'agent-data.json could not be read: the file is not valid JSON',
    );

    rewrite('agent-data.json', good, 20);
    expect(loadSiteData(dir).byLanguage.en.agents.length).toBeGreaterThan(0);
  });

  it('names the file and the place whose shape is wrong', () => {
    rewrite('agency.json', JSON.stringify({ name: 'Betoch Realty' }));
    let error: unknown;
    try {
      loadSiteData(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteDataError);
    expect((error as SiteDataError).file).toBe('agency.json');
    expect((error as SiteDataError).message).toMatch(/^agency\.json could not be read: tagline/);
  });

  it('names a missing file', () => {
    rmSync(path.join(dir, 'faq.json'));
    expect(() => loadSiteData(dir)).toThrow(/^faq\.json could not be read/);
  });

  it('skips a bad record with a warning, as the browser does', () => {
    const properties = JSON.parse(
      readFileSync(path.join(dir, 'property-details.json'), 'utf8'),
    ) as Record<string, unknown>[];
    properties[0] = { ...properties[0], price: 'a lot' };
    rewrite('property-details.json', JSON.stringify(properties));
    expect(loadSiteData(dir).byLanguage.en.properties).toHaveLength(59);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('property-details.json: skipped'));
  });

  it('keeps the English texts when an overlay is unreadable', () => {
    rewrite('am/agency.json', 'not json');
    const data = loadSiteData(dir);
    expect(data.byLanguage.am.agency.tagline).toBe(data.byLanguage.en.agency.tagline);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('am/agency.json'));
  });

  it('dates each asset by its newest file, English or overlay', () => {
    rewrite('am/faq.json', readFileSync(path.join(dir, 'am/faq.json'), 'utf8'), 3600);
    const { modified } = loadSiteData(dir);
    expect(modified.faq.getTime()).toBeGreaterThan(modified.agency.getTime() + 3000 * 1000);
  });
});
