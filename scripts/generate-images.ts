/**
 * Draws every image the JSON assets reference, as small deterministic SVG illustrations.
 *
 *   npx tsx scripts/generate-images.ts
 *
 * The data files in `shared/assets/data/` are the source of truth: each `{src, width, height, alt}`
 * they contain under `/assets/images/` is drawn here at its declared size, in the style of its folder
 * (a property's type and city choose the building and the trees). Images the data does not reference
 * but other apps use (the demo users' avatars) are listed in EXTRA_IMAGES. The same data always gives
 * the same bytes; stale files are removed so the folder holds exactly what the data needs.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { createRandom } from '../shared/src/domain/generate-properties';

const ROOT = join(__dirname, '..');
const DATA_DIR = join(ROOT, 'shared/assets/data');
const IMAGES_DIR = join(ROOT, 'shared/assets/images');
const URL_PREFIX = '/assets/images/';
/** Every file stays under this size so that a page of cards loads fast on a slow connection. */
const MAX_BYTES = 4096;

interface ImageSpec {
  src: string;
  width: number;
  height: number;
}

/** Images used outside the data files: the demo users' avatars returned by the log-in API. */
const EXTRA_IMAGES: readonly ImageSpec[] = [
  { src: '/assets/images/avatars/selam.svg', width: 160, height: 160 },
  { src: '/assets/images/avatars/dawit.svg', width: 160, height: 160 },
];

/** First names drawn with the feminine hair styles (the data has no gender field, nor needs one). */
const FEMININE_NAMES = new Set([
  'hanna',
  'meron',
  'tigist',
  'lensa',
  'bethlehem',
  'mekdes',
  'hirut',
  'sara',
  'rahel',
  'liya',
  'eden',
  'selam',
]);

type Rand = () => number;

// ---------------------------------------------------------------- helpers

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(rand: Rand, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function between(rand: Rand, min: number, max: number): number {
  return Math.round(min + rand() * (max - min));
}

/** Rounds to one decimal and drops a trailing '.0', to keep the files small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill = '', extra = ''): string {
  const paint = fill ? ` fill="${fill}"` : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${paint}${extra}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function poly(points: readonly number[], fill: string): string {
  return `<polygon points="${points.map(n).join(' ')}" fill="${fill}"/>`;
}

function line(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`;
}

function svg(spec: ImageSpec, body: string, defs = '', viewBox?: string): string {
  const box = viewBox ?? `0 0 ${spec.width} ${spec.height}`;
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="${box}">`;
  return `${head}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

function vertical(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A repeating tile of windows (or any small drawing) used to fill façades cheaply. */
function tile(id: string, w: number, h: number, body: string): string {
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`;
}

// ---------------------------------------------------------------- palettes

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  hill: string;
  far: string;
  ground: string;
  lit: boolean;
}

const DAY_SKIES: readonly Sky[] = [
  {
    top: '#5fb4e8',
    bottom: '#d6eefa',
    sun: '#ffe27a',
    hill: '#6f9a5b',
    far: '#9fbfa6',
    ground: '#8fb96a',
    lit: false,
  },
  {
    top: '#7cc3ec',
    bottom: '#f3f0dc',
    sun: '#fff1a8',
    hill: '#5f8f62',
    far: '#a9c4b5',
    ground: '#a3c177',
    lit: false,
  },
  {
    top: '#f6b98a',
    bottom: '#fde9cf',
    sun: '#fff4d6',
    hill: '#7d8f5a',
    far: '#c8b79a',
    ground: '#b6a66b',
    lit: false,
  },
  {
    top: '#98a9b8',
    bottom: '#e4e9ec',
    sun: '#f4f6f7',
    hill: '#6c8470',
    far: '#aab8b0',
    ground: '#8ea77a',
    lit: false,
  },
];

const EVENING_SKIES: readonly Sky[] = [
  {
    top: '#2e3b73',
    bottom: '#f4a26b',
    sun: '#ffd27f',
    hill: '#3d4a5c',
    far: '#7a6f86',
    ground: '#4f5e4a',
    lit: true,
  },
  {
    top: '#1f2a4d',
    bottom: '#c0687a',
    sun: '#f7e3b5',
    hill: '#2e3a4f',
    far: '#6b5874',
    ground: '#3e4b40',
    lit: true,
  },
];

const WALLS = [
  '#f3e9d2',
  '#e8d5b5',
  '#f6f1e7',
  '#dfe7ea',
  '#f1dcc9',
  '#e4e0d5',
  '#f4e4c1',
  '#d9e4d2',
];
const ROOFS = ['#b5543c', '#8c3b2e', '#5c6b73', '#3f6e5a', '#a0612f', '#6d4c41'];
const CONDO_WALLS = ['#f2e3a6', '#cfe0ee', '#efcfc4', '#d8e8c8', '#f3d9a4'];
const CLOTHES = [
  '#2f6690',
  '#9c2f3f',
  '#3a7d44',
  '#6b4e9b',
  '#d17a22',
  '#1f4e5a',
  '#7f3b63',
  '#35505f',
];
const SKINS = ['#8d5524', '#a0662f', '#6b4226', '#7c4a26', '#b57a45', '#5e3a22'];
const HAIR = ['#1b1410', '#2a1c14', '#111111', '#3a2618'];
const BACKDROPS = ['#f4e3c3', '#dbe9f2', '#e5f0dc', '#f2d8d0', '#e6e0f2', '#f8ecc8'];

// ---------------------------------------------------------------- landscape pieces

function skyAndHills(w: number, h: number, groundY: number, sky: Sky, rand: Rand): string {
  const sunX = between(rand, w * 0.1, w * 0.9);
  const sunY = sky.lit ? groundY - h * 0.12 : between(rand, h * 0.08, h * 0.22);
  const hillTop = groundY - h * 0.16;
  const farTop = groundY - h * 0.24;
  const wave = (top: number, amp: number): string => {
    let d = `M0 ${n(top + amp)}`;
    const steps = 4;
    for (let i = 0; i < steps; i++) {
      const x1 = ((i + 0.5) * w) / steps;
      const x2 = ((i + 1) * w) / steps;
      d += ` Q${n(x1)} ${n(top - amp * (rand() * 1.6 - 0.3))} ${n(x2)} ${n(top + amp * rand())}`;
    }
    return `${d} V${n(groundY + 2)} H0Z`;
  };
  let out = rect(0, 0, w, groundY + 2, 'url(#s)');
  out += circle(sunX, sunY, h * 0.06, sky.sun, sky.lit ? ' opacity=".8"' : '');
  if (!sky.lit) {
    for (let i = 0; i < 2; i++) {
      const cx = between(rand, w * 0.1, w * 0.9);
      const cy = between(rand, h * 0.08, h * 0.25);
      const s = h * 0.03;
      out += `<g fill="#fff" opacity=".85">${ellipse(cx, cy, s * 3, s)}${ellipse(cx - s * 1.2, cy - s * 0.6, s * 1.5, s)}${ellipse(cx + s, cy - s * 0.8, s * 1.4, s * 1.1)}</g>`;
    }
  }
  out += path(wave(farTop, h * 0.05), sky.far);
  out += path(wave(hillTop, h * 0.04), sky.hill);
  out += rect(0, groundY, w, h - groundY, sky.ground);
  return out;
}

type TreeKind = 'eucalyptus' | 'acacia' | 'palm' | 'round';

function tree(kind: TreeKind, x: number, base: number, size: number, dark: boolean): string {
  const leaf = dark
    ? '#2c4a3a'
    : pick(createRandom(hash(`${x}${kind}`)), ['#3e7a4a', '#4d8a3f', '#2f6b47']);
  const trunk = '#6b4a2f';
  switch (kind) {
    case 'eucalyptus':
      return (
        rect(x - size * 0.04, base - size, size * 0.08, size, trunk) +
        ellipse(x, base - size * 0.9, size * 0.2, size * 0.5, leaf)
      );
    case 'acacia':
      return (
        line(`M${n(x)} ${n(base)} L${n(x)} ${n(base - size * 0.6)}`, trunk, size * 0.06) +
        ellipse(x, base - size * 0.65, size * 0.45, size * 0.12, leaf)
      );
    case 'palm': {
      const top = base - size;
      const fronds = [-1, -0.5, 0.5, 1]
        .map(
          (d) =>
            `M${n(x)} ${n(top)} q${n(d * size * 0.2)} ${n(-size * 0.12)} ${n(d * size * 0.4)} ${n(size * 0.08)}`,
        )
        .join('');
      return (
        line(
          `M${n(x)} ${n(base)} q${n(size * 0.08)} ${n(-size * 0.5)} 0 ${n(-size)}`,
          trunk,
          size * 0.05,
        ) + line(fronds, leaf, size * 0.05, ' stroke-linecap="round"')
      );
    }
    default:
      return (
        rect(x - size * 0.04, base - size * 0.5, size * 0.08, size * 0.5, trunk) +
        circle(x, base - size * 0.6, size * 0.3, leaf)
      );
  }
}

function treeKindFor(city: string, rand: Rand): TreeKind {
  if (['Bahir Dar', 'Dire Dawa', 'Hawassa'].includes(city))
    return pick(rand, ['palm', 'palm', 'round'] as const);
  if (['Adama', 'Mekelle'].includes(city)) return pick(rand, ['acacia', 'round'] as const);
  return pick(rand, ['eucalyptus', 'eucalyptus', 'round', 'acacia'] as const);
}

/** The walled compound and steel gate in front of most Ethiopian houses. */
function compoundWall(w: number, base: number, color: string, gate: string): string {
  const top = base - 46;
  return (
    rect(0, top, w, 46, color) +
    rect(0, top - 6, w, 6, '#cfc6b6') +
    rect(w * 0.62, top - 14, 96, 60, gate) +
    line(`M${n(w * 0.62 + 48)} ${n(top - 14)}V${n(base)}`, '#00000033', 3)
  );
}

// ---------------------------------------------------------------- buildings (façades on an 800×600 canvas)

interface Facade {
  defs: string;
  body: string;
}

function windowTile(id: string, w: number, h: number, glass: string, frame: string): string {
  return tile(
    id,
    w,
    h,
    rect(w * 0.2, h * 0.18, w * 0.6, h * 0.6, glass, ` stroke="${frame}" stroke-width="2"`),
  );
}

function villa(rand: Rand, base: number, glass: string): Facade {
  const wall = pick(rand, WALLS);
  const roof = pick(rand, ROOFS);
  const twoStorey = rand() < 0.5;
  const top = twoStorey ? base - 210 : base - 140;
  let body = rect(500, base - 110, 150, 110, wall) + rect(492, base - 118, 166, 10, roof);
  body += poly([210, top, 400, top - 80, 590, top], roof) + rect(225, top, 350, base - top, wall);
  for (const y of twoStorey ? [top + 25, top + 115] : [top + 30]) {
    for (const x of [255, 335, 450, 515])
      body += rect(x, y, 46, 56, glass, ' stroke="#fff" stroke-width="4"');
  }
  body +=
    rect(385, base - 80, 40, 80, '#7a4b2a') +
    rect(535, base - 80, 80, 50, glass, ' stroke="#fff" stroke-width="4"');
  return { defs: '', body };
}

function gPlusTwo(rand: Rand, base: number, glass: string): Facade {
  const wall = pick(rand, WALLS);
  const trim = pick(rand, ROOFS);
  const floor = 84;
  const top = base - floor * 3;
  const defs = windowTile('w', 70, floor, glass, '#fff');
  let body =
    rect(290, top, 230, floor * 3, wall) +
    rect(290, top, 230, floor * 3, 'url(#w)') +
    rect(282, top - 12, 246, 12, trim);
  for (let i = 1; i < 3; i++)
    body +=
      rect(280, top + floor * i - 8, 250, 8, trim) +
      line(`M290 ${top + floor * i - 30}H520`, trim, 3);
  body +=
    rect(330, top - 52, 46, 40, '#1f1f1f', ' rx="6"') + rect(420, base - 70, 40, 70, '#6b4226');
  return { defs, body };
}

function apartment(rand: Rand, base: number, glass: string): Facade {
  const wall = pick(rand, WALLS);
  const accent = pick(rand, ['#5d7b8c', '#8c6d5d', '#4f6f62', '#7a7f8c']);
  const top = base - between(rand, 330, 390);
  const defs = windowTile('w', 48, 44, glass, '#ffffffaa');
  let body = rect(270, top, 260, base - top, wall) + rect(270, top, 260, base - top, 'url(#w)');
  body +=
    rect(510, top + 30, 130, base - top - 30, accent) +
    rect(510, top + 30, 130, base - top - 30, 'url(#w)');
  body += rect(262, top - 10, 276, 10, accent) + rect(370, base - 60, 60, 60, '#3d3d3d');
  return { defs, body };
}

function condominium(rand: Rand, base: number, glass: string): Facade {
  const defs =
    windowTile('w', 40, 40, glass, '#fff') + tile('b', 40, 40, rect(4, 30, 32, 6, '#00000022'));
  let body = '';
  const blocks = [
    [90, 170, 6],
    [300, 210, 8],
    [550, 170, 5],
  ] as const;
  for (const [x, width, floors] of blocks) {
    const h = floors * 40;
    body +=
      rect(x, base - h, width, h, pick(rand, CONDO_WALLS)) +
      rect(x, base - h, width, h, 'url(#w)') +
      rect(x, base - h, width, h, 'url(#b)');
    body += rect(x - 6, base - h - 8, width + 12, 8, '#9a9a9a');
  }
  return { defs, body };
}

function office(rand: Rand, base: number, glass: string): Facade {
  const tint = pick(rand, ['#4a7fa8', '#3f6d8f', '#5b8fa3', '#47708a']);
  const top = base - between(rand, 380, 420);
  const defs =
    vertical('g', tint, '#1f3b52') +
    tile('o', 60, 30, rect(0, 26, 60, 4, '#ffffff55') + rect(0, 0, 2, 30, '#ffffff33'));
  let body =
    rect(300, top, 200, base - top, 'url(#g)') + rect(300, top, 200, base - top, 'url(#o)');
  body +=
    rect(240, base - 90, 320, 90, '#d8d4cc') +
    rect(260, base - 70, 280, 50, glass) +
    rect(385, base - 60, 30, 60, '#333');
  body += rect(296, top - 8, 208, 8, '#2b3f50');
  return { defs, body };
}

function shop(rand: Rand, base: number, glass: string): Facade {
  const wall = pick(rand, WALLS);
  const awning = pick(rand, ['#c0392b', '#1f7a5a', '#d68a1c', '#2c5f8a']);
  const defs =
    tile('a', 40, 40, rect(0, 0, 20, 40, awning) + rect(20, 0, 20, 40, '#fff')) +
    tile('u', 20, 8, rect(0, 6, 20, 2, '#0003'));
  let body = rect(200, base - 280, 400, 280, wall) + rect(200, base - 288, 400, 10, '#8a7b6a');
  for (const x of [240, 340, 440, 520])
    body += rect(x, base - 250, 50, 60, glass, ' stroke="#fff" stroke-width="4"');
  body += rect(230, base - 175, 340, 30, pick(rand, ['#243b55', '#5a2a27', '#1d4d3a']));
  body += path(`M210 ${base - 140}H590L570 ${base - 108}H230Z`, 'url(#a)');
  body +=
    rect(240, base - 105, 160, 105, glass) +
    rect(420, base - 105, 140, 105, '#9aa0a6') +
    rect(420, base - 105, 140, 105, 'url(#u)');
  return { defs, body };
}

function landPlot(rand: Rand, base: number): Facade {
  const defs = tile(
    'f',
    60,
    70,
    rect(27, 10, 6, 60, '#7b5a3a') + rect(0, 24, 60, 3, '#8a8a8a') + rect(0, 44, 60, 3, '#8a8a8a'),
  );
  let body = path(`M60 ${base + 60}L200 ${base - 30}H640L760 ${base + 60}Z`, '#b59a6a');
  body += rect(200, base - 100, 440, 70, 'url(#f)');
  for (const [x, y] of [
    [120, base + 40],
    [680, base + 40],
    [230, base - 20],
    [610, base - 20],
  ] as const) {
    body += rect(x - 3, y - 30, 6, 30, '#f4f4f4') + rect(x - 3, y - 30, 6, 10, '#d0312d');
  }
  body +=
    rect(395, base - 160, 8, 120, '#5a4330') +
    rect(340, base - 200, 120, 60, pick(rand, ['#1f6f8b', '#2e7d32', '#8e3b46']), ' rx="4"');
  return { defs, body };
}

const FACADES: Record<string, (rand: Rand, base: number, glass: string) => Facade> = {
  Villa: villa,
  'G+2 House': gPlusTwo,
  Apartment: apartment,
  Condominium: condominium,
  Office: office,
  Shop: shop,
};

function exterior(
  spec: ImageSpec,
  type: string,
  city: string,
  rand: Rand,
  evening: boolean,
): string {
  const sky = pick(rand, evening ? EVENING_SKIES : DAY_SKIES);
  const base = 470;
  const glass = evening ? '#ffd77a' : pick(rand, ['#a9d3ea', '#bcd9e8', '#9cc5d9']);
  const facade =
    type === 'Land' ? landPlot(rand, base) : (FACADES[type] ?? villa)(rand, base, glass);
  const kind = treeKindFor(city, rand);
  let body = skyAndHills(800, 600, base - 10, sky, rand);
  body +=
    tree(kind, 90, base, 190, evening) +
    facade.body +
    tree(kind, 720, base, between(rand, 150, 210), evening);
  if (type === 'Villa' || type === 'G+2 House')
    body += compoundWall(
      800,
      base + 12,
      pick(rand, WALLS),
      pick(rand, ['#2f4f6f', '#3b6b4a', '#7a2e2e', '#555']),
    );
  body +=
    rect(0, 520, 800, 80, '#5b5b5b') +
    line('M0 562H800', '#e8e2c8', 4, ' stroke-dasharray="40 30"');
  if (evening) body += rect(0, 0, 800, 600, '#1b2340', ' opacity=".12"');
  return svg(spec, body, vertical('s', sky.top, sky.bottom) + facade.defs);
}

// ---------------------------------------------------------------- interiors (800×600)

function jebena(x: number, y: number): string {
  return (
    circle(x, y, 18, '#2b1d14') +
    path(`M${x - 6} ${y - 16}L${x - 4} ${y - 42}H${x + 4}L${x + 6} ${y - 16}Z`, '#2b1d14') +
    line(`M${x + 14} ${y - 8}l16 -14`, '#2b1d14', 5)
  );
}

function mesob(x: number, y: number, colors: readonly string[]): string {
  let out = path(`M${x - 40} ${y}h80l-14 -60h-52z`, colors[0] ?? '#d8a645');
  out +=
    rect(x - 30, y - 46, 60, 8, colors[1] ?? '#c0392b') +
    rect(x - 34, y - 24, 68, 8, colors[2] ?? '#2e7d32');
  return out + path(`M${x - 30} ${y - 60}q30 -40 60 0z`, colors[0] ?? '#d8a645');
}

function livingRoom(spec: ImageSpec, rand: Rand): string {
  const wall = pick(rand, ['#f1e6d3', '#e3ecef', '#efe2e0', '#e9efdf', '#f4ecd8']);
  const sofa = pick(rand, ['#3f6e8c', '#8c4a3f', '#5b7a4a', '#6d5a8c', '#b07a3a']);
  const rug = pick(rand, ['#c2553f', '#d8a645', '#3f7f8c', '#7a4a6a']);
  const floor = pick(rand, ['#b88a5a', '#a8a29a', '#c49a6c']);
  let body =
    rect(0, 0, 800, 440, wall) + rect(0, 440, 800, 160, floor) + rect(0, 432, 800, 10, '#00000033');
  body +=
    rect(470, 100, 230, 230, 'url(#s)', ' stroke="#fff" stroke-width="10"') +
    line('M585 100V330M470 215H700', '#fff', 6);
  body +=
    rect(440, 90, 30, 270, rug) +
    rect(700, 90, 30, 270, rug) +
    path('M470 330l40-60 40 40 50-70 60 90z', '#6f9a5b');
  body +=
    rect(150, 150, 150, 100, '#fff') +
    rect(160, 160, 130, 80, pick(rand, ['#9fc4d8', '#e8c07a', '#c9a0b8'])) +
    path('M160 240l40-40 30 25 30-35 30 50z', '#5f8f62');
  body +=
    ellipse(300, 530, 260, 48, rug) +
    rect(80, 300, 340, 90, sofa, ' rx="18"') +
    rect(60, 370, 380, 70, sofa, ' rx="14"');
  body +=
    rect(90, 315, 90, 55, '#ffffff33', ' rx="10"') +
    rect(320, 315, 90, 55, '#ffffff33', ' rx="10"') +
    rect(70, 440, 14, 24, '#3a2a1a') +
    rect(416, 440, 14, 24, '#3a2a1a');
  if (rand() < 0.5) {
    body +=
      rect(230, 470, 160, 14, '#6b4a2f') +
      rect(245, 484, 10, 40, '#6b4a2f') +
      rect(365, 484, 10, 40, '#6b4a2f') +
      jebena(300, 452);
  } else {
    body += mesob(310, 530, [
      pick(rand, ['#d8a645', '#e0b860']),
      pick(rand, ['#c0392b', '#2e86ab']),
      pick(rand, ['#2e7d32', '#6b3a5a']),
    ]);
  }
  body +=
    path('M720 440l-12-50h44l-12 50z', '#a0522d') +
    ellipse(712, 370, 14, 30, '#3e7a4a') +
    ellipse(742, 360, 14, 34, '#4d8a3f');
  if (rand() < 0.5)
    body +=
      rect(62, 120, 4, 180, '#444') +
      path('M44 120h40l-10-40h-20z', pick(rand, ['#f4d58d', '#e8e0d0']));
  else
    body +=
      rect(330, 120, 90, 12, '#6b4a2f') +
      rect(340, 96, 12, 24, '#c0392b') +
      rect(356, 100, 10, 20, '#2e86ab') +
      circle(395, 110, 10, '#d8a645');
  // Half of the rooms are drawn mirrored, so that the window is not always on the right.
  const room = rand() < 0.5 ? `<g transform="matrix(-1 0 0 1 800 0)">${body}</g>` : body;
  return svg(spec, room, vertical('s', '#7cc3ec', '#e2f2fb'));
}

function officeInterior(spec: ImageSpec, rand: Rand): string {
  const desk = pick(rand, ['#d9c7a8', '#c9b08a', '#e6e1d6']);
  let body =
    rect(0, 0, 800, 600, '#eceae4') +
    rect(40, 60, 720, 280, 'url(#s)', ' stroke="#8a9199" stroke-width="8"');
  body += line('M220 60V340M400 60V340M580 60V340', '#8a9199', 6);
  for (const [x, h] of [
    [70, 120],
    [130, 200],
    [260, 150],
    [330, 230],
    [450, 170],
    [620, 210],
    [690, 140],
  ] as const)
    body += rect(x, 340 - h, 50, h, '#9aa9b6');
  body += rect(0, 420, 800, 180, '#8d8f91');
  for (const x of [90, 460]) {
    body +=
      rect(x, 390, 250, 16, desk) +
      rect(x + 10, 406, 10, 80, '#555') +
      rect(x + 230, 406, 10, 80, '#555');
    body +=
      rect(x + 70, 320, 110, 66, '#222', ' rx="4"') +
      rect(x + 120, 386, 10, 6, '#222') +
      rect(x + 80, 470, 90, 50, pick(rand, CLOTHES), ' rx="10"');
  }
  body += path('M740 420l-10-40h40l-10 40z', '#a0522d') + ellipse(750, 350, 20, 40, '#3e7a4a');
  return svg(spec, body, vertical('s', '#8cc8ec', '#eaf5fb'));
}

function shopInterior(spec: ImageSpec, rand: Rand): string {
  const goods = tile(
    'g',
    60,
    70,
    rect(6, 20, 14, 46, pick(rand, CLOTHES)) +
      rect(24, 34, 14, 32, pick(rand, CLOTHES)) +
      rect(42, 26, 12, 40, pick(rand, CLOTHES)) +
      rect(0, 66, 60, 4, '#7b5a3a'),
  );
  let body =
    rect(0, 0, 800, 600, pick(rand, ['#f3ede1', '#e7eef0'])) + rect(0, 460, 800, 140, '#c9b79c');
  body += rect(60, 80, 680, 280, '#e0d3bd') + rect(60, 80, 680, 280, 'url(#g)');
  body += rect(180, 380, 440, 100, '#6b4a2f') + rect(170, 370, 460, 16, '#8a6440');
  body += line('M400 0V40', '#555', 3) + path('M370 40h60l-10 26h-40z', '#f4d58d');
  return svg(spec, body, goods);
}

// ---------------------------------------------------------------- portraits (drawn in a 100×100 box)

function portrait(spec: ImageSpec, seed: string, feminine: boolean): string {
  const rand = createRandom(hash(seed));
  const skin = pick(rand, SKINS);
  const hair = pick(rand, HAIR);
  let body = rect(0, 0, 100, 100, pick(rand, BACKDROPS));
  const style = feminine
    ? pick(rand, ['long', 'braids', 'scarf', 'puff'] as const)
    : pick(rand, ['short', 'fade', 'beard', 'short', 'fade', 'bald'] as const);
  if (style === 'long' || style === 'braids')
    body += path('M30 44Q28 20 50 19Q72 20 70 44L74 78H26Z', hair);
  if (style === 'puff') body += circle(50, 20, 14, hair);
  body += path('M14 100Q15 74 50 71Q85 74 86 100Z', pick(rand, CLOTHES));
  body +=
    rect(43, 58, 14, 16, skin) +
    ellipse(33, 47, 3, 5, skin) +
    ellipse(67, 47, 3, 5, skin) +
    ellipse(50, 45, 17, 21, skin);
  if (style === 'short' || style === 'beard')
    body += path('M33 42Q31 22 50 22Q69 22 67 42Q64 30 50 30Q36 30 33 42Z', hair);
  if (style === 'fade')
    body += path('M34 38Q35 24 50 24Q65 24 66 38Q60 31 50 31Q40 31 34 38Z', hair);
  if (style === 'long' || style === 'puff')
    body += path('M33 44Q32 24 50 24Q68 24 67 44Q62 32 50 33Q38 32 33 44Z', hair);
  if (style === 'braids')
    body +=
      path('M33 44Q32 24 50 24Q68 24 67 44Q62 32 50 33Q38 32 33 44Z', hair) +
      line('M42 25v9M50 24v9M58 25v9', '#ffffff40', 1);
  if (style === 'scarf')
    body += path(
      'M30 50Q28 18 50 18Q72 18 70 50Q66 30 50 30Q34 30 30 50Z',
      pick(rand, ['#c0392b', '#f2c14e', '#2e86ab', '#f7f7f7']),
    );
  if (style === 'beard')
    body += path('M36 52Q38 68 50 68Q62 68 64 52Q58 60 50 60Q42 60 36 52Z', hair);
  body += circle(43, 46, 1.8, '#1b1410') + circle(57, 46, 1.8, '#1b1410');
  body +=
    line('M39 41q4-2 8 0M53 41q4-2 8 0', hair, 1.5) +
    line('M44 56q6 4 12 0', '#5a2a1e', 1.6, ' stroke-linecap="round"');
  if (style === 'bald' || rand() < 0.2)
    body +=
      line('M37 46h12M51 46h12M49 46h2', '#222', 1.2) +
      circle(43, 46, 5, 'none', ' stroke="#222" stroke-width="1.2"') +
      circle(57, 46, 5, 'none', ' stroke="#222" stroke-width="1.2"');
  return svg(spec, body, '', '0 0 100 100');
}

// ---------------------------------------------------------------- city scenes

/**
 * A row of towers: the shapes are defined once (`#k`) and used twice, in a colour and then with a
 * tile of windows (`#kw`), so a skyline costs one rect per tower. One skyline per image.
 */
function skyline(
  w: number,
  base: number,
  rand: Rand,
  color: string,
  count: number,
  x0 = 0,
): Facade {
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const bw = between(rand, w * 0.04, w * 0.08);
    const x = x0 + between(rand, 0, w - bw);
    const top = base - between(rand, base * 0.12, base * 0.45);
    shapes += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(base - top + 1)}"/>`;
  }
  const size = Math.max(8, Math.round(w / 70));
  return {
    defs: `<g id="k">${shapes}</g>${tile('kw', size, size, rect(size * 0.25, size * 0.25, size * 0.4, size * 0.45, '#fff7d6', ' opacity=".55"'))}`,
    body: `<use href="#k" fill="${color}"/><use href="#k" fill="url(#kw)"/>`,
  };
}

function lake(w: number, h: number, top: number): string {
  return (
    rect(0, top, w, h - top, '#4f8fb8') +
    line(
      `M${n(w * 0.1)} ${n(top + 20)}h${n(w * 0.15)}M${n(w * 0.5)} ${n(top + 40)}h${n(w * 0.2)}`,
      '#ffffff66',
      3,
    )
  );
}

function cityScene(spec: ImageSpec, id: string, rand: Rand, sky: Sky): string {
  const { width: w, height: h } = spec;
  const base = Math.round(h * 0.72);
  let body = skyAndHills(w, h, base, sky, rand);
  let defs = vertical('s', sky.top, sky.bottom);
  const tint = sky.lit ? '#2d3550' : '#7d8a99';
  const towers = (width: number, at: number, color: string, count: number): string => {
    const built = skyline(width, at, rand, color, count);
    defs += built.defs;
    return built.body;
  };
  switch (id) {
    case 'adama':
      for (const x of [0.62, 0.75, 0.88]) {
        const tx = w * x;
        const ty = base - h * 0.3;
        body +=
          rect(tx - 2, ty, 4, h * 0.3, '#f4f4f4') +
          line(
            `M${n(tx)} ${n(ty)}l0 -${n(h * 0.1)}M${n(tx)} ${n(ty)}l${n(h * 0.09)} ${n(h * 0.05)}M${n(tx)} ${n(ty)}l-${n(h * 0.09)} ${n(h * 0.05)}`,
            '#f4f4f4',
            3,
          );
      }
      body += towers(w * 0.5, base, tint, 6) + tree('acacia', w * 0.1, h, h * 0.35, sky.lit);
      break;
    case 'hawassa':
    case 'bahir-dar':
      body += towers(w, base - h * 0.02, tint, 5) + lake(w, h, base);
      if (id === 'bahir-dar')
        body += path(
          `M${n(w * 0.35)} ${n(base + h * 0.1)}q${n(w * 0.12)} ${n(h * 0.06)} ${n(w * 0.24)} 0l-${n(w * 0.03)} ${n(h * 0.04)}h-${n(w * 0.18)}z`,
          '#c9a451',
        );
      body +=
        tree(id === 'bahir-dar' ? 'palm' : 'round', w * 0.08, h, h * 0.45, sky.lit) +
        tree(id === 'bahir-dar' ? 'palm' : 'eucalyptus', w * 0.92, h, h * 0.4, sky.lit);
      break;
    case 'gondar': {
      const cx = w * 0.5;
      body +=
        rect(cx - w * 0.16, base - h * 0.3, w * 0.32, h * 0.3, '#9b8a74') +
        rect(cx - w * 0.22, base - h * 0.4, w * 0.1, h * 0.4, '#8c7b66') +
        rect(cx + w * 0.12, base - h * 0.36, w * 0.09, h * 0.36, '#8c7b66');
      body +=
        path(
          `M${n(cx - w * 0.22)} ${n(base - h * 0.4)}q${n(w * 0.05)} -${n(h * 0.12)} ${n(w * 0.1)} 0z`,
          '#7a6a56',
        ) +
        path(
          `M${n(cx + w * 0.12)} ${n(base - h * 0.36)}q${n(w * 0.045)} -${n(h * 0.1)} ${n(w * 0.09)} 0z`,
          '#7a6a56',
        );
      body += rect(cx - w * 0.14, base - h * 0.26, w * 0.28, h * 0.16, 'url(#c)');
      defs += tile('c', 24, 30, rect(8, 8, 8, 12, '#3a3128'));
      break;
    }
    case 'dire-dawa':
      body +=
        rect(w * 0.1, base - h * 0.22, w * 0.38, h * 0.22, '#e9d7a8') +
        poly(
          [w * 0.08, base - h * 0.22, w * 0.29, base - h * 0.33, w * 0.5, base - h * 0.22],
          '#a3472f',
        );
      body +=
        rect(w * 0.5, base - h * 0.1, w * 0.42, h * 0.1, '#2f5d50') +
        rect(w * 0.52, base - h * 0.08, w * 0.38, h * 0.03, '#f2c14e') +
        circle(w * 0.58, base, h * 0.025, '#222') +
        circle(w * 0.84, base, h * 0.025, '#222');
      body +=
        rect(0, base + h * 0.02, w, h * 0.015, '#555') +
        tree('palm', w * 0.95, h, h * 0.4, sky.lit);
      break;
    case 'mekelle':
      body += towers(w, base, '#b8a58c', 9) + tree('acacia', w * 0.88, h, h * 0.35, sky.lit);
      break;
    case 'jimma':
      for (let i = 0; i < 7; i++)
        body +=
          ellipse(
            w * (0.08 + i * 0.14),
            h * 0.9,
            w * 0.07,
            h * 0.12,
            i % 2 ? '#2f6b47' : '#3e7a4a',
          ) + circle(w * (0.06 + i * 0.14), h * 0.86, 4, '#c0392b');
      break;
    default:
      body +=
        towers(w, base, tint, 12) +
        tree('eucalyptus', w * 0.06, h, h * 0.5, sky.lit) +
        tree('eucalyptus', w * 0.94, h, h * 0.45, sky.lit);
  }
  return svg(spec, body, defs);
}

// ---------------------------------------------------------------- blog headers, icons, brands

function documentShape(x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, '#fffdf6', ' rx="8" stroke="#d8d0bc" stroke-width="3"');
  for (let i = 1; i < 6; i++)
    out += rect(x + w * 0.12, y + (h * i) / 7, w * (i % 2 ? 0.76 : 0.6), h * 0.03, '#c9c1ad');
  return out;
}

function keyShape(x: number, y: number, s: number, color: string): string {
  return (
    circle(x, y, s, 'none', ` stroke="${color}" stroke-width="${n(s * 0.4)}"`) +
    line(
      `M${n(x + s)} ${n(y)}h${n(s * 3)}v${n(s * 0.8)}M${n(x + s * 3)} ${n(y)}v${n(s * 0.6)}`,
      color,
      s * 0.4,
    )
  );
}

function houseShape(x: number, y: number, s: number, wall: string, roof: string): string {
  return (
    rect(x - s, y - s * 1.2, s * 2, s * 1.2, wall) +
    poly([x - s * 1.2, y - s * 1.2, x, y - s * 2.1, x + s * 1.2, y - s * 1.2], roof) +
    rect(x - s * 0.25, y - s * 0.6, s * 0.5, s * 0.6, '#6b4226')
  );
}

function blogHeader(spec: ImageSpec, id: string, rand: Rand): string {
  const { width: w, height: h } = spec;
  const [top, bottom] = pick(rand, [
    ['#1f4e5a', '#3f8f8c'],
    ['#6b3a5a', '#c46a5a'],
    ['#2f4f7f', '#5f8fbf'],
    ['#5a4a2a', '#b08a4a'],
  ] as const);
  let body =
    rect(0, 0, w, h, 'url(#s)') +
    circle(w * 0.85, h * 0.2, h * 0.35, '#ffffff12') +
    circle(w * 0.1, h * 0.9, h * 0.3, '#ffffff12');
  let extraDefs = '';
  const cx = w / 2;
  const base = h * 0.8;
  if (id.includes('condominium')) {
    for (const [x, floors] of [
      [0.25, 6],
      [0.42, 8],
      [0.59, 5],
    ] as const)
      body +=
        rect(w * x, base - floors * 34, w * 0.14, floors * 34, pick(rand, CONDO_WALLS)) +
        rect(w * x, base - floors * 34, w * 0.14, floors * 34, 'url(#w)');
    body += `<g transform="rotate(-12 ${n(w * 0.78)} ${n(h * 0.6)})">${rect(w * 0.7, h * 0.5, w * 0.17, h * 0.2, '#f2c14e', ' rx="6"')}${circle(w * 0.74, h * 0.6, 14, '#1f4e5a')}</g>`;
  } else if (id.includes('land')) {
    body += path(
      `M${n(w * 0.15)} ${n(base)}L${n(w * 0.3)} ${n(h * 0.45)}H${n(w * 0.7)}L${n(w * 0.85)} ${n(base)}Z`,
      '#b59a6a',
    );
    // Survey pegs at the four corners of the plot.
    for (const [x, y] of [
      [0.3, 0.45],
      [0.7, 0.45],
      [0.17, 0.74],
      [0.83, 0.74],
    ] as const) {
      body +=
        rect(w * x - 4, h * y - 40, 8, 44, '#f4f4f4') +
        rect(w * x - 4, h * y - 40, 8, 14, '#d0312d');
    }
    body += documentShape(cx - 70, h * 0.12, 140, 170);
  } else if (id.includes('title')) {
    body +=
      documentShape(cx - 130, h * 0.12, 260, 340) +
      circle(cx + 70, h * 0.62, 40, 'none', ' stroke="#c0392b" stroke-width="8"');
    body +=
      circle(cx + 170, h * 0.4, 50, '#ffffff33', ' stroke="#fff" stroke-width="10"') +
      line(`M${n(cx + 205)} ${n(h * 0.4 + 35)}l60 60`, '#fff', 16);
  } else if (id.includes('rent')) {
    body +=
      documentShape(cx - 150, h * 0.12, 240, 320) + keyShape(cx + 90, h * 0.55, 40, '#f2c14e');
  } else if (id.includes('moving')) {
    const city = skyline(w, base, rand, '#ffffff30', 12);
    extraDefs = city.defs;
    body +=
      city.body +
      rect(cx - 90, h * 0.42, 180, 130, '#c0392b', ' rx="14"') +
      rect(cx - 30, h * 0.34, 60, 30, 'none', ' stroke="#c0392b" stroke-width="10"') +
      line(`M${n(cx - 90)} ${n(h * 0.55)}h180`, '#8e2a20', 6);
  } else if (id.includes('neighbourhood')) {
    body +=
      rect(cx - 220, h * 0.15, 440, 330, '#eaf2e3', ' rx="12"') +
      line(
        `M${n(cx - 220)} ${n(h * 0.45)}h440M${n(cx - 60)} ${n(h * 0.15)}v330M${n(cx + 100)} ${n(h * 0.15)}v330`,
        '#fff',
        14,
      );
    for (const [dx, dy] of [
      [-140, 0.3],
      [20, 0.62],
      [160, 0.28],
      [-120, 0.7],
      [120, 0.58],
    ] as const)
      body += path(`M${n(cx + dx)} ${n(h * dy + 30)}l-16 -26a18 18 0 1 1 32 0z`, '#c0392b');
  } else if (id.includes('loan') || id.includes('mortgage')) {
    body += houseShape(cx - 80, base, 90, '#f3e9d2', '#b5543c');
    for (let i = 0; i < 5; i++)
      body += ellipse(
        cx + 150,
        base - i * 22,
        60,
        16,
        '#f2c14e',
        ' stroke="#b8860b" stroke-width="3"',
      );
  } else if (id.includes('abroad')) {
    body +=
      houseShape(cx - 60, base, 100, '#f6f1e7', '#3f6e5a') +
      line(
        `M${n(w * 0.1)} ${n(h * 0.55)}Q${n(cx)} ${n(h * 0.05)} ${n(w * 0.8)} ${n(h * 0.22)}`,
        '#fff',
        4,
        ' stroke-dasharray="14 12"',
      );
    body += path(
      `M${n(w * 0.8)} ${n(h * 0.22)}l-60 -10 10 -10 80 -4 26 -20 10 4 -14 24 40 10 6 12z`,
      '#fff',
    );
  } else {
    body += houseShape(cx, base, 110, '#f3e9d2', '#b5543c');
  }
  const defs = vertical('s', top, bottom) + windowTile('w', 34, 34, '#a9d3ea', '#fff') + extraDefs;
  return svg(spec, body, defs);
}

function serviceIcon(spec: ImageSpec, id: string): string {
  const c = '#1f6f8b';
  const stroke = (d: string): string =>
    line(d, c, 5, ' stroke-linecap="round" stroke-linejoin="round"');
  let body = circle(50, 50, 48, '#e3f1f5');
  switch (id) {
    case 'buying':
      body +=
        stroke('M22 50L46 30L70 50V74H22Z') +
        circle(66, 66, 11, '#e3f1f5', ` stroke="${c}" stroke-width="5"`) +
        stroke('M74 74L84 84');
      break;
    case 'selling':
      body += stroke('M30 84V20M30 26H76V54H30') + stroke('M42 40H64');
      break;
    case 'renting':
      body += keyShape(36, 50, 11, c);
      break;
    case 'property-management':
      body += stroke('M20 52L50 26L80 52M28 46V78H72V46') + stroke('M42 62l6 6 12-14');
      break;
    case 'valuation':
      body += stroke('M22 78H80M30 70V56M46 70V44M62 70V34M76 24l-14 10-16-6-16 14');
      break;
    default:
      body += stroke('M28 18H64L74 28V82H28Z') + stroke('M38 40H64M38 52H64M38 64H54');
  }
  return svg(spec, body, '', '0 0 100 100');
}

/** The emblem of a partner, chosen from what its name says it does. */
function brandMark(name: string, color: string): string {
  const lower = name.toLowerCase();
  if (lower.includes('bank')) {
    return (
      poly([10, 30, 34, 14, 58, 30], color) +
      rect(14, 34, 6, 22, color) +
      rect(31, 34, 6, 22, color) +
      rect(48, 34, 6, 22, color) +
      rect(10, 58, 48, 6, color)
    );
  }
  if (lower.includes('home') || lower.includes('build')) {
    return (
      poly([10, 42, 34, 18, 58, 42], color) +
      rect(18, 42, 32, 20, color) +
      rect(29, 48, 10, 14, '#fff')
    );
  }
  if (lower.includes('insur'))
    return (
      path('M34 14L56 22V40Q56 58 34 66Q12 58 12 40V22Z', color) +
      line('M24 40l7 7 14-15', '#fff', 5)
    );
  if (lower.includes('mortgage'))
    return (
      poly([34, 16, 56, 40, 34, 64, 12, 40], color) + poly([34, 28, 46, 40, 34, 52, 22, 40], '#fff')
    );
  return circle(34, 40, 22, color) + circle(34, 40, 10, '#fff');
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function fittedText(
  x: number,
  y: number,
  text: string,
  size: number,
  spacing: number,
  maxWidth: number,
  extra: string,
): string {
  // Generic sans-serif glyphs average about 0.6 em; squeeze the line only when it would overflow.
  const estimate = text.length * (size * 0.6 + spacing);
  const fit =
    estimate > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-family="'Segoe UI',Arial,sans-serif" font-size="${size}"${spacing ? ` letter-spacing="${spacing}"` : ''}${fit}${extra}>${escapeXml(text)}</text>`;
}

function wordmark(spec: ImageSpec, name: string, rand: Rand): string {
  const color = pick(rand, ['#1f4e5a', '#7a2e2e', '#2f4f7f', '#3a6b35', '#6b3a5a', '#8a5a12']);
  const [first = name, ...rest] = name.split(' ');
  const maxWidth = spec.width - 76;
  let body = brandMark(name, color);
  body += fittedText(68, 38, first, 20, 0, maxWidth, ` font-weight="700" fill="${color}"`);
  body += fittedText(68, 60, rest.join(' ').toUpperCase(), 13, 2, maxWidth, ' fill="#555"');
  return svg(spec, body);
}

// ---------------------------------------------------------------- hero scenes

function heroScene(spec: ImageSpec, id: string, rand: Rand): string {
  const { width: w, height: h } = spec;
  const base = Math.round(h * 0.78);
  const evening = id.includes('capital');
  const sky = evening
    ? (EVENING_SKIES[0] as Sky)
    : id.includes('sale')
      ? (DAY_SKIES[2] as Sky)
      : (DAY_SKIES[0] as Sky);
  let body = skyAndHills(w, h, base, sky, rand);
  let defs = vertical('s', sky.top, sky.bottom);
  if (evening) {
    const town = skyline(w * 0.6, base - h * 0.02, rand, '#2d3550', 8);
    defs += town.defs;
    body +=
      town.body +
      lake(w, h, base) +
      tree('palm', w * 0.7, h, h * 0.5, true) +
      tree('palm', w * 0.85, h, h * 0.42, true);
  } else if (id.includes('sale')) {
    const city = skyline(w, base, rand, '#8c8f9c', 18);
    defs += city.defs;
    body +=
      city.body +
      tree('eucalyptus', w * 0.04, h, h * 0.55, false) +
      tree('eucalyptus', w * 0.96, h, h * 0.5, false);
  } else {
    defs += windowTile('w', 40, 40, '#a9d3ea', '#fff');
    for (const [x, floors] of [
      [0.12, 9],
      [0.3, 12],
      [0.55, 8],
      [0.74, 11],
    ] as const)
      body +=
        rect(w * x, base - floors * 40, w * 0.12, floors * 40, pick(rand, WALLS)) +
        rect(w * x, base - floors * 40, w * 0.12, floors * 40, 'url(#w)');
    body +=
      tree('round', w * 0.47, base, h * 0.3, false) +
      tree('round', w * 0.92, base, h * 0.32, false);
  }
  body += rect(0, base, w, h - base, '#00000014');
  return svg(spec, body, defs);
}

function bannerScene(spec: ImageSpec, rand: Rand): string {
  const { width: w, height: h } = spec;
  const base = h - 60;
  const sky = DAY_SKIES[1] as Sky;
  let body = skyAndHills(w, h, base, sky, rand);
  body +=
    houseShape(w * 0.7, base, 140, '#f3e9d2', '#b5543c') +
    tree('eucalyptus', w * 0.55, base, 260, false) +
    tree('round', w * 0.9, base, 200, false);
  body +=
    rect(w * 0.82 - 4, base - 170, 8, 170, '#5a4330') +
    rect(w * 0.78, base - 200, 150, 80, '#1f6f8b', ' rx="6"') +
    keyShape(w * 0.81, base - 160, 16, '#f2c14e');
  // Darker on the left, where pages put the banner's text.
  body += rect(0, 0, w, h, 'url(#d)');
  const shade =
    '<linearGradient id="d"><stop offset="0" stop-color="#1f2a3a" stop-opacity=".55"/><stop offset=".6" stop-color="#1f2a3a" stop-opacity="0"/></linearGradient>';
  return svg(spec, body, vertical('s', sky.top, sky.bottom) + shade);
}

function agencyOffice(spec: ImageSpec, rand: Rand): string {
  const sky = DAY_SKIES[0] as Sky;
  const base = 470;
  const facade = office(rand, base, '#a9d3ea');
  let body =
    skyAndHills(800, 600, base - 10, sky, rand) +
    tree('eucalyptus', 120, base, 220, false) +
    facade.body +
    tree('round', 680, base, 180, false);
  body +=
    rect(330, base - 130, 140, 34, '#b5543c', ' rx="4"') +
    `<text x="400" y="${base - 106}" text-anchor="middle" font-family="'Segoe UI',Arial,sans-serif" font-size="20" font-weight="700" fill="#fff">BETOCH</text>`;
  body += rect(0, 520, 800, 80, '#5b5b5b');
  return svg(spec, body, vertical('s', sky.top, sky.bottom) + facade.defs);
}

// ---------------------------------------------------------------- data → images

interface PropertyInfo {
  type: string;
  city: string;
}

interface DataIndex {
  properties: Map<string, PropertyInfo>;
  images: Map<string, ImageSpec>;
  /** Partner names by logo src, so the wordmark spells the name the page shows. */
  brandNames: Map<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collectImages(value: unknown, into: Map<string, ImageSpec>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectImages(item, into);
    return;
  }
  if (!isRecord(value)) return;
  const { src, width, height } = value;
  if (
    typeof src === 'string' &&
    src.startsWith(URL_PREFIX) &&
    typeof width === 'number' &&
    typeof height === 'number'
  ) {
    const known = into.get(src);
    if (known && (known.width !== width || known.height !== height)) {
      throw new Error(
        `${src} is declared with two sizes: ${known.width}×${known.height} and ${width}×${height}`,
      );
    }
    into.set(src, { src, width, height });
    return;
  }
  for (const child of Object.values(value)) collectImages(child, into);
}

function readData(): DataIndex {
  const images = new Map<string, ImageSpec>();
  const properties = new Map<string, PropertyInfo>();
  const brandNames = new Map<string, string>();
  for (const file of readdirSync(DATA_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const json: unknown = JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'));
    collectImages(json, images);
    if (file === 'property-details.json' && Array.isArray(json)) {
      for (const p of json) {
        if (isRecord(p) && typeof p.id === 'string') {
          properties.set(p.id, { type: String(p.type), city: String(p.city) });
        }
      }
    }
    if (file === 'brand.json' && isRecord(json) && Array.isArray(json.brands)) {
      for (const b of json.brands) {
        if (isRecord(b) && isRecord(b.logo) && typeof b.logo.src === 'string') {
          brandNames.set(b.logo.src, String(b.name));
        }
      }
    }
  }
  for (const extra of EXTRA_IMAGES) images.set(extra.src, extra);
  return { properties, images, brandNames };
}

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
