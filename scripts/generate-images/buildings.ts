/** Façades on an 800×600 canvas, one per property type, and the exterior view around them. */
import { compoundWall, skyAndHills, tree, treeKindFor } from './landscape';
import { CONDO_WALLS, DAY_SKIES, EVENING_SKIES, ROOFS, WALLS } from './palettes';
import {
  type ImageSpec,
  type Rand,
  between,
  line,
  path,
  pick,
  poly,
  rect,
  svg,
  tile,
  vertical,
} from './svg';

export interface Facade {
  defs: string;
  body: string;
}

export function windowTile(id: string, w: number, h: number, glass: string, frame: string): string {
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

export function office(rand: Rand, base: number, glass: string): Facade {
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

export function exterior(
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
