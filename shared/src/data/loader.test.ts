/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import { HttpError, messageFromError } from '../domain/error-handler';
import { DataError } from './data-error';
import {
  getAgentById,
  getBlogPostById,
  getPropertyById,
  loadAgency,
  loadAgentsSection,
  loadAsset,
  loadLatestBlog,
  loadProperties,
  loadTagLabels,
  resetDataCache,
  SERVER_DATA_TIMEOUT_MS,
} from './loader';
import { peekTagLabels } from './tag-labels';
import {
  loadFeaturedProperties,
  loadLatestForRent,
  loadLatestForSale,
  loadNewOffers,
  loadPropertyOfTheDay,
  loadSlider,
} from './listing-lookups';
import { useLanguageStore } from '../stores/language-store';
import { ASSET_NAMES } from './schemas';

const DATA_DIR = join(__dirname, '../../assets/data');
const defaultConfig = getRuntimeConfig();

/**
 * Answers every data request with the committed file (`am/faq.json` for an overlay), or with what
 * `overrides` says for a file.
 */
function serveDataSet(overrides: Record<string, () => Response> = {}): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const file = /(?:am\/)?[^/]+$/.exec(url)?.[0] ?? '';
    const override = overrides[file];
    if (override) return override();
    try {
      return new Response(readFileSync(join(DATA_DIR, file), 'utf8'), { status: 200 });
    } catch {
      return new Response('Cannot GET', { status: 404, statusText: 'Not Found' });
    }
  });
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200 });
}

let warn: jest.SpyInstance;

beforeEach(() => {
  resetDataCache();
  useLanguageStore.setState({ language: 'en' });
  setRuntimeConfig(defaultConfig);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('loadAsset', () => {
  it('fetches from the runtime config data base URL', async () => {
    const fetchSpy = serveDataSet();
    setRuntimeConfig({ ...defaultConfig, dataBaseUrl: 'https://cdn.example.et/data/' });
    await loadAsset('faq');
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://cdn.example.et/data/faq.json',
      expect.anything(),
    );
  });

  it('fetches a file once for concurrent and later callers', async () => {
    const fetchSpy = serveDataSet();
    const first = loadAsset('faq');
    const second = loadAsset('faq');
    expect(second).toBe(first);
    await first;
    await loadAsset('faq');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('loads every asset of the data set without a warning', async () => {
    serveDataSet();
    await Promise.all(ASSET_NAMES.map((name) => loadAsset(name)));
    expect(warn).not.toHaveBeenCalled();
  });

  it('rejects a missing file with a DataError naming the file and the status', async () => {
    serveDataSet({ 'faq.json': () => new Response('Cannot GET', { status: 404 }) });
    const error: unknown = await loadAsset('faq').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, file: 'faq.json' });
    expect(messageFromError(error)).toBe('faq.json could not be loaded (HTTP 404): Server error');
  });

  it('uses the error handler rules for the detail of a failed answer', async () => {
    serveDataSet({
      'faq.json': () =>
        new Response('{}', {
          status: 503,
          headers: { 'Application-Error': 'Maintenance until 18:00' },
        }),
    });
    await expect(loadAsset('faq')).rejects.toThrow(
      'faq.json could not be loaded (HTTP 503): Maintenance until 18:00',
    );
  });

  it('rejects when the network fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadAsset('faq')).rejects.toThrow(
      'faq.json could not be loaded: Error Code: 0 Message: Failed to fetch',
    );
  });

  it('rejects malformed JSON with a clear message', async () => {
    serveDataSet({ 'faq.json': () => new Response('{"title": "FAQ",', { status: 200 }) });
    const error: unknown = await loadAsset('faq').catch((e: unknown) => e);
    expect(messageFromError(error)).toBe('faq.json could not be read: the file is not valid JSON');
  });

  it('rejects a file whose top-level shape is wrong', async () => {
    serveDataSet({ 'property-details.json': () => json({ properties: [] }) });
    await expect(loadProperties()).rejects.toThrow(
      'property-details.json could not be read: the file should be a list, but is an object',
    );
  });

  it('skips a bad record with a warning and keeps the others', async () => {
    const [first, second] = JSON.parse(
      readFileSync(join(DATA_DIR, 'property-details.json'), 'utf8'),
    ) as Record<string, unknown>[];
    serveDataSet({
      'property-details.json': () => json([first, { ...second, sqft: -5 }]),
    });
    const properties = await loadProperties();
    expect(properties).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^property-details\.json: skipped record 1 \(id "b02"\)/,
    );
  });

  it('does not cache a failure: a retry fetches again and can succeed', async () => {
    let calls = 0;
    const fetchSpy = serveDataSet({
      'faq.json': () => {
        calls += 1;
        return calls === 1
          ? new Response('', { status: 500 })
          : new Response(readFileSync(join(DATA_DIR, 'faq.json'), 'utf8'), { status: 200 });
      },
    });
    await expect(loadAsset('faq')).rejects.toBeInstanceOf(DataError);
    const faq = await loadAsset('faq');
    expect(faq.items.length).toBeGreaterThan(0);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await loadAsset('faq');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('gives every request the server’s time limit (this runs as the server does, without window)', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    const fetchSpy = serveDataSet();
    await loadAsset('faq', 'am');
    expect(timeout).toHaveBeenCalledWith(SERVER_DATA_TIMEOUT_MS);
    for (const [, init] of fetchSpy.mock.calls) {
      expect((init as RequestInit | undefined)?.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it('gives up a file that does not answer in time and forgets it, so the next load asks again', async () => {
    const limit = new AbortController();
    jest.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
    // A server that accepts the request and never answers: only the signal ends the wait.
    const hung = jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const first = loadAsset('faq');
    expect(loadAsset('faq')).toBe(first); // cached while it is on its way
    limit.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    await expect(first).rejects.toThrow(/^faq\.json could not be loaded: .*aborted due to timeout/);
    hung.mockRestore();

    const fetchSpy = serveDataSet();
    const faq = await loadAsset('faq');
    expect(faq.items.length).toBeGreaterThan(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on resetDataCache', async () => {
    const fetchSpy = serveDataSet();
    await loadAsset('faq');
    resetDataCache();
    await loadAsset('faq');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('resolved sections', () => {
  it('resolve every id of the data set, with no warning', async () => {
    serveDataSet();
    const [sale, rent, featured, slider, offers, ofTheDay, agents, blog] = await Promise.all([
      loadLatestForSale(),
      loadLatestForRent(),
      loadFeaturedProperties(),
      loadSlider(),
      loadNewOffers(),
      loadPropertyOfTheDay(),
      loadAgentsSection(),
      loadLatestBlog(),
    ]);
    expect(sale.properties.length).toBeGreaterThan(0);
    expect(sale.properties.every((p) => p.id.includes('b'))).toBe(true);
    expect(rent.properties.some((p) => p.id.includes('b'))).toBe(false);
    expect(featured.properties.every((p) => p.featured)).toBe(true);
    expect(slider.properties.length).toBeGreaterThan(0);
    expect(offers.offers[0]?.property.price).toBeLessThan(offers.offers[0]?.previousPrice ?? 0);
    expect(ofTheDay.property).toBeDefined();
    expect(agents.agents.length).toBeGreaterThan(0);
    expect(blog.posts.length).toBeGreaterThan(0);
    expect(sale).not.toHaveProperty('propertyIds');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keep the order of the ids and drop unknown ones with a warning', async () => {
    serveDataSet({
      'latest-for-sale.json': () =>
        json({ title: 'Latest', subtitle: 'For sale', propertyIds: ['b03', 'b99', 'b01'] }),
    });
    const section = await loadLatestForSale();
    expect(section.properties.map((p) => p.id)).toEqual(['b03', 'b01']);
    expect(section.title).toBe('Latest');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'latest-for-sale.json: skipped the unknown property id "b99"',
    );
  });

  it('share one fetch of the properties between sections', async () => {
    const fetchSpy = serveDataSet();
    await Promise.all([loadLatestForSale(), loadLatestForRent(), loadLatestForSale()]);
    const urls = fetchSpy.mock.calls.map((call) => String(call[0]));
    expect(urls.filter((url) => url.endsWith('/property-details.json'))).toHaveLength(1);
    expect(urls).toHaveLength(3);
  });

  it('give undefined for the property of the day when its id is unknown', async () => {
    serveDataSet({
      'property-of-the-day.json': () => json({ title: 'Today', subtitle: 'Pick', propertyId: 'x' }),
    });
    const section = await loadPropertyOfTheDay();
    expect(section.property).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('fail when a file they need is missing', async () => {
    serveDataSet({ 'property-details.json': () => new Response('', { status: 404 }) });
    await expect(loadLatestForSale()).rejects.toThrow('property-details.json could not be loaded');
  });
});

describe('lookups by id', () => {
  it('find a property, an agent and a post, or give undefined', async () => {
    serveDataSet();
    expect((await getPropertyById('b01'))?.id).toBe('b01');
    expect(await getPropertyById('nope')).toBeUndefined();
    expect((await getAgentById('hanna-girma'))?.name).toBe('Hanna Girma');
    expect(await getAgentById('nope')).toBeUndefined();
    expect((await getBlogPostById('checking-a-title-deed'))?.body.length).toBeGreaterThan(1);
    expect(await getBlogPostById('nope')).toBeUndefined();
  });

  it('load the agency with its office location', async () => {
    serveDataSet();
    const agency = await loadAgency();
    expect(agency.name).toBe('Betoch Realty');
    expect(agency.location.lat).toBeCloseTo(8.9964, 3);
  });
});

describe('in Amharic', () => {
  const amFaq = JSON.parse(readFileSync(join(DATA_DIR, 'am/faq.json'), 'utf8')) as {
    title: string;
  };

  it('lays the overlay over the English file, in the visitor’s language by default', async () => {
    const fetchSpy = serveDataSet();
    useLanguageStore.setState({ language: 'am' });

    const faq = await loadAsset('faq');

    expect(faq.title).toBe(amFaq.title);
    const urls = fetchSpy.mock.calls.map((call) => String(call[0]));
    expect(urls).toEqual(['/assets/data/faq.json', '/assets/data/am/faq.json']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('caches per language: English never fetches an overlay, and the English file is shared', async () => {
    const fetchSpy = serveDataSet();
    const en = await loadAsset('faq', 'en');
    const am = await loadAsset('faq', 'am');
    await loadAsset('faq', 'am');
    await loadAsset('faq', 'en');

    expect(en.title).not.toBe(am.title);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('loads every overlay of the data set without a warning', async () => {
    serveDataSet();
    await Promise.all(ASSET_NAMES.map((name) => loadAsset(name, 'am')));
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves sections and lookups to Amharic records', async () => {
    serveDataSet();
    const english = await getPropertyById('b01', 'en');
    const [section, property] = await Promise.all([
      loadLatestForSale('am'),
      getPropertyById('b01', 'am'),
    ]);

    expect(property?.title).not.toBe(english?.title);
    expect(section.properties.find((p) => p.id === 'b01')?.title).toBe(property?.title);
    expect(property?.price).toBe(english?.price);
    expect(property?.params).toEqual(english?.params);
  });

  it('shows the English texts, with a warning, when the overlay cannot be loaded', async () => {
    serveDataSet({ 'am/faq.json': () => new Response('', { status: 404 }) });
    const faq = await loadAsset('faq', 'am');
    expect(faq.title).toBe((await loadAsset('faq', 'en')).title);
    expect(warn).toHaveBeenCalledWith(
      'am/faq.json: not loaded (status 404); the English texts are shown',
    );
  });

  it('does not keep English stand-ins: after an overlay failed, the next load asks for it again', async () => {
    let overlayCalls = 0;
    serveDataSet({
      'am/faq.json': () => {
        overlayCalls += 1;
        return overlayCalls === 1
          ? new Response('', { status: 500 })
          : new Response(readFileSync(join(DATA_DIR, 'am/faq.json'), 'utf8'), { status: 200 });
      },
    });
    const english = (await loadAsset('faq', 'en')).title;
    expect((await loadAsset('faq', 'am')).title).toBe(english);
    expect((await loadAsset('faq', 'am')).title).toBe(amFaq.title);
    await loadAsset('faq', 'am');
    expect(overlayCalls).toBe(2); // kept once it loaded
  });

  it('does not keep tag names that did not load', async () => {
    let tagCalls = 0;
    serveDataSet({
      'am/tags.json': () => {
        tagCalls += 1;
        return tagCalls === 1 ? new Response('', { status: 503 }) : json({ Bole: 'ቦሌ' });
      },
    });
    expect((await loadTagLabels('am')).size).toBe(0);
    expect(peekTagLabels('am')).toBeUndefined();
    expect((await loadTagLabels('am')).get('Bole')).toBe('ቦሌ');
    expect(peekTagLabels('am')?.get('Bole')).toBe('ቦሌ');
  });

  it('skips a wrong part of an overlay with a warning and keeps the rest', async () => {
    serveDataSet({
      'am/faq.json': () => json({ title: 'ጥያቄዎች', items: { nope: { question: 'ምን?' } } }),
    });
    const faq = await loadAsset('faq', 'am');
    expect(faq.title).toBe('ጥያቄዎች');
    expect(warn).toHaveBeenCalledWith('am/faq.json: skipped items.nope: the id "nope" is unknown');
  });

  it('still fails when the English file is missing', async () => {
    serveDataSet({ 'faq.json': () => new Response('', { status: 404 }) });
    await expect(loadAsset('faq', 'am')).rejects.toThrow('faq.json could not be loaded');
  });

  it('names the listing tags in Amharic, and in English leaves them as they are', async () => {
    const fetchSpy = serveDataSet();
    expect((await loadTagLabels('en')).size).toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();

    const labels = await loadTagLabels('am');
    expect(labels.get('Bole')).toBe('ቦሌ');
    expect(labels.get('For sale')).toBeTruthy();
  });

  it('gives Amharic properties only with their tag names readable at once', async () => {
    serveDataSet();
    expect(peekTagLabels('en')?.size).toBe(0);
    expect(peekTagLabels('am')).toBeUndefined();

    await loadProperties('am');
    expect(peekTagLabels('am')?.get('Bole')).toBe('ቦሌ');
    resetDataCache();
    expect(peekTagLabels('am')).toBeUndefined();
  });

  it('skips a tag name that is not a text', async () => {
    serveDataSet({ 'am/tags.json': () => json({ Bole: 'ቦሌ', Villa: 3 }) });
    const labels = await loadTagLabels('am');
    expect([...labels]).toEqual([['Bole', 'ቦሌ']]);
    expect(warn).toHaveBeenCalledWith('am/tags.json: skipped "Villa": should be a text');
  });
});
