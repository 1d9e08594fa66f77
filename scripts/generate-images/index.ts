/**
 * Draws every image the JSON assets reference, as small deterministic SVG illustrations.
 *
 *   npx tsx scripts/generate-images
 *
 * The data files in `shared/assets/data/` are the source of truth: each `{src, width, height, alt}`
 * they contain under `/assets/images/` is drawn here at its declared size, in the style of its folder
 * (a property's type and city choose the building and the trees). Images the data does not reference
 * but other apps use (the demo users' avatars) are listed in EXTRA_IMAGES. The same data always gives
 * the same bytes; stale files are removed so the folder holds exactly what the data needs.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { createRandom } from '../../shared/src/domain/generate-properties';
import { blogHeader, serviceIcon, wordmark } from './blog-icons-brands';
import { exterior } from './buildings';
import { cityScene } from './city-scenes';
import { type DataIndex, ROOT, URL_PREFIX, readData } from './data';
import { agencyOffice, bannerScene, heroScene } from './heroes';
import { livingRoom, officeInterior, shopInterior } from './interiors';
import { DAY_SKIES } from './palettes';
import { FEMININE_NAMES, portrait } from './portraits';
import { type ImageSpec, hash, pick } from './svg';

const IMAGES_DIR = join(ROOT, 'shared/assets/images');
/** Every file stays under this size so that a page of cards loads fast on a slow connection. */
const MAX_BYTES = 4096;

function draw(spec: ImageSpec, data: DataIndex): string {
  const file = spec.src.slice(URL_PREFIX.length);
  const [folder = '', name = ''] = file.replace(/\.svg$/, '').split('/');
  const rand = createRandom(hash(file));
  switch (folder) {
    case 'properties': {
      const match = /^(.+)-(\d+)$/.exec(name);
      const info = data.properties.get(match?.[1] ?? '');
      if (!match || !info)
        throw new Error(`${spec.src}: no property with id "${match?.[1] ?? name}"`);
      const view = Number(match[2]);
      if (view === 2 && info.type !== 'Land') {
        if (info.type === 'Office') return officeInterior(spec, rand);
        if (info.type === 'Shop') return shopInterior(spec, rand);
        return livingRoom(spec, rand);
      }
      return exterior(spec, info.type, info.city, rand, view >= 2);
    }
    case 'agents':
    case 'avatars':
      return portrait(spec, file, FEMININE_NAMES.has(name.split('-')[0] ?? ''));
    case 'blog':
      return blogHeader(spec, name, rand);
    case 'cities':
      return cityScene(spec, name, rand, pick(rand, DAY_SKIES));
    case 'brands':
      return wordmark(spec, data.brandNames.get(spec.src) ?? name, rand);
    case 'services':
      return serviceIcon(spec, name);
    case 'slides':
      return heroScene(spec, name, rand);
    case 'banner':
      return bannerScene(spec, rand);
    case 'agency':
      return agencyOffice(spec, rand);
    default:
      throw new Error(`${spec.src}: no drawing for the folder "${folder}"`);
  }
}

function listSvgFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) out = out.concat(listSvgFiles(full));
    else if (entry.endsWith('.svg')) out.push(full);
  }
  return out;
}

function main(): void {
  const data = readData();
  const written = new Set<string>();
  let largest = 0;
  for (const spec of [...data.images.values()].sort((a, b) => a.src.localeCompare(b.src))) {
    const content = draw(spec, data);
    const bytes = Buffer.byteLength(content);
    if (bytes >= MAX_BYTES)
      throw new Error(`${spec.src} is ${bytes} bytes; the limit is ${MAX_BYTES}`);
    largest = Math.max(largest, bytes);
    const target = join(IMAGES_DIR, spec.src.slice(URL_PREFIX.length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    written.add(target);
  }
  const stale = listSvgFiles(IMAGES_DIR).filter((file) => !written.has(file));
  for (const file of stale) rmSync(file);
  const shown = relative(ROOT, IMAGES_DIR).split(sep).join('/');
  console.log(
    `${written.size} images written to ${shown} (largest ${largest} bytes), ${stale.length} stale removed`,
  );
}

main();
