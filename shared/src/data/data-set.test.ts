import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ETB_PER_USD } from '../domain/currency';
import { isForSale } from '../domain/property-id';
import type { ImageRef } from '../domain/property';
import { assetFile, parseAsset } from './schemas';
import type { AssetName, AssetTypes } from './types';

/*
 * Checks of the committed data set and its images beyond the schemas: counts, references between
 * files, consistency of derived numbers, realistic values and the image files themselves.
 */

const ASSETS_DIR = join(__dirname, '../../assets');
const DATA_DIR = join(ASSETS_DIR, 'data');

function load<N extends AssetName>(name: N): AssetTypes[N] {
  return parseAsset(name, JSON.parse(readFileSync(join(DATA_DIR, assetFile(name)), 'utf8')));
}

const properties = load('property-details');
const agents = load('agent-data');
const posts = load('blog-details');
const propertyIds = new Set(properties.map((p) => p.id));
const agentIds = new Set(agents.map((a) => a.id));
const postIds = new Set(posts.map((p) => p.id));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

function imagesIn(value: unknown, found: ImageRef[] = []): ImageRef[] {
  if (Array.isArray(value)) value.forEach((item) => imagesIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.width === 'number') {
      found.push(record as unknown as ImageRef);
    } else Object.values(record).forEach((item) => imagesIn(item, found));
  }
  return found;
}

describe('properties', () => {
  it('has at least 60, half for sale and half for rent by the id rule', () => {
    expect(properties.length).toBeGreaterThanOrEqual(60);
    const forSale = properties.filter((p) => isForSale(p.id));
    expect(forSale).toHaveLength(properties.length / 2);
  });

  it('has unique ids, and a status tag that agrees with the id', () => {
    expect(propertyIds.size).toBe(properties.length);
    for (const p of properties) {
      expect(p.params).toContain(isForSale(p.id) ? 'For sale' : 'For rent');
      expect(p.params).toContain(p.type);
      expect(p.params).toContain(p.subCity ?? p.city);
    }
  });

  it('covers every Addis Ababa sub-city and the regional cities', () => {
    const places = new Set(properties.map((p) => p.subCity ?? p.city));
    for (const place of [
      'Bole',
      'Yeka',
      'Kirkos',
      'Arada',
      'Lideta',
      'Nifas Silk-Lafto',
      'Kolfe Keranio',
      'Akaky Kaliti',
      'Gullele',
      'Addis Ketema',
      'Lemi Kura',
      'Adama',
      'Hawassa',
      'Bahir Dar',
      'Dire Dawa',
      'Mekelle',
      'Gondar',
      'Jimma',
    ]) {
      expect(places).toContain(place);
    }
  });

  it('has realistic prices, areas, dates and coordinates in Ethiopia', () => {
    for (const p of properties) {
      if (isForSale(p.id)) expect(p.price).toBeGreaterThanOrEqual(20_000);
      else expect(p.price).toBeLessThanOrEqual(4_000);
      expect(p.sqft).toBeGreaterThanOrEqual(35);
      expect(p.sqft).toBeLessThanOrEqual(900);
      expect(p.date >= '2025-01-01' && p.date <= '2026-12-31').toBe(true);
      expect(p.location.lat).toBeGreaterThan(3.4);
      expect(p.location.lat).toBeLessThan(14.9);
      expect(p.location.lng).toBeGreaterThan(33);
      expect(p.location.lng).toBeLessThan(48);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
    }
  });

  it('gives the demo users their own listings: 4 for U-1001 and 3 for U-1002', () => {
    expect(properties.filter((p) => p.ownerCode === 'U-1001')).toHaveLength(4);
    expect(properties.filter((p) => p.ownerCode === 'U-1002')).toHaveLength(3);
  });
});

describe('references between files', () => {
  it('every property and blog author points at an existing agent', () => {
    for (const p of properties) expect(agentIds).toContain(p.agentId);
    for (const post of posts) if (post.authorId) expect(agentIds).toContain(post.authorId);
  });

  it('every section id exists', () => {
    const sections = ['slider', 'latest-for-sale', 'latest-for-rent', 'featured-property'] as const;
    for (const name of sections) {
      const ids = load(name).propertyIds;
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(propertyIds).toContain(id);
    }
    for (const offer of load('new-offer').offers) expect(propertyIds).toContain(offer.propertyId);
    expect(propertyIds).toContain(load('property-of-the-day').propertyId);
    for (const id of load('agents').agentIds) expect(agentIds).toContain(id);
    for (const id of load('latest-blog').postIds) expect(postIds).toContain(id);
  });

  it('lists in the sale and rent sections only properties of that kind', () => {
    expect(load('latest-for-sale').propertyIds.every(isForSale)).toBe(true);
    expect(load('latest-for-rent').propertyIds.some(isForSale)).toBe(false);
  });

  it('features only properties marked featured', () => {
    const featured = new Set(properties.filter((p) => p.featured).map((p) => p.id));
    expect(new Set(load('featured-property').propertyIds)).toEqual(featured);
  });

  it('states agent listing counts and city counts that match the properties', () => {
    for (const agent of agents) {
      expect(properties.filter((p) => p.agentId === agent.id)).toHaveLength(agent.listings);
    }
    for (const city of load('property-in-city').cities) {
      expect(properties.filter((p) => p.params.includes(city.tag))).toHaveLength(city.count);
    }
  });

  it('prices each plan consistently in birr and dollars', () => {
    for (const plan of load('pricing-plan').plans) {
      expect(Math.abs(plan.priceEtb / ETB_PER_USD - plan.priceUsd)).toBeLessThanOrEqual(1);
    }
  });

  it('has at least 6 blog posts of several paragraphs, newest first', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) expect(post.body.length).toBeGreaterThanOrEqual(4);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('images', () => {
  const images = readdirSync(DATA_DIR)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => imagesIn(JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'))));

  it('exist on disk as SVG files under 4 KB with the declared width, height and a viewBox', () => {
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) {
      expect(image.src).toMatch(/^\/assets\/images\/[a-z-]+\/[a-z0-9-]+\.svg$/);
      const file = join(ASSETS_DIR, image.src.slice('/assets/'.length));
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.length).toBeLessThan(4096);
      const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
      expect(root).toContain(`width="${image.width}"`);
      expect(root).toContain(`height="${image.height}"`);
      expect(root).toContain('viewBox="');
    }
  });

  it('describe what they show, except decorative icons', () => {
    for (const image of images) {
      if (image.src.startsWith('/assets/images/services/')) expect(image.alt).toBe('');
      else expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it('include the demo users avatars', () => {
    for (const name of ['selam', 'dawit']) {
      expect(existsSync(join(ASSETS_DIR, `images/avatars/${name}.svg`))).toBe(true);
    }
  });
});

it('has no lorem ipsum anywhere in the assets', () => {
  const files = [...filesUnder(DATA_DIR), ...filesUnder(join(ASSETS_DIR, 'images'))];
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    if (/\.(json|svg)$/.test(file)) expect(readFileSync(file, 'utf8')).not.toMatch(/lorem/i);
  }
});
