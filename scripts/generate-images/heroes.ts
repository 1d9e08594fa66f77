/** Hero slides, the banner and the agency office. */
import { houseShape, keyShape } from './blog-icons-brands';
import { office, windowTile } from './buildings';
import { lake, skyline } from './city-scenes';
import { skyAndHills, tree } from './landscape';
import { DAY_SKIES, EVENING_SKIES, type Sky, WALLS } from './palettes';
import { type ImageSpec, type Rand, pick, rect, svg, vertical } from './svg';

export function heroScene(spec: ImageSpec, id: string, rand: Rand): string {
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

export function bannerScene(spec: ImageSpec, rand: Rand): string {
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

export function agencyOffice(spec: ImageSpec, rand: Rand): string {
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
