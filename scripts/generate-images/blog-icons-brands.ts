/** Blog headers, service icons and partner wordmarks. */
import { windowTile } from './buildings';
import { skyline } from './city-scenes';
import { CONDO_WALLS } from './palettes';
import {
  type ImageSpec,
  type Rand,
  circle,
  ellipse,
  line,
  n,
  path,
  pick,
  poly,
  rect,
  svg,
  vertical,
} from './svg';

function documentShape(x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, '#fffdf6', ' rx="8" stroke="#d8d0bc" stroke-width="3"');
  for (let i = 1; i < 6; i++)
    out += rect(x + w * 0.12, y + (h * i) / 7, w * (i % 2 ? 0.76 : 0.6), h * 0.03, '#c9c1ad');
  return out;
}

export function keyShape(x: number, y: number, s: number, color: string): string {
  return (
    circle(x, y, s, 'none', ` stroke="${color}" stroke-width="${n(s * 0.4)}"`) +
    line(
      `M${n(x + s)} ${n(y)}h${n(s * 3)}v${n(s * 0.8)}M${n(x + s * 3)} ${n(y)}v${n(s * 0.6)}`,
      color,
      s * 0.4,
    )
  );
}

export function houseShape(x: number, y: number, s: number, wall: string, roof: string): string {
  return (
    rect(x - s, y - s * 1.2, s * 2, s * 1.2, wall) +
    poly([x - s * 1.2, y - s * 1.2, x, y - s * 2.1, x + s * 1.2, y - s * 1.2], roof) +
    rect(x - s * 0.25, y - s * 0.6, s * 0.5, s * 0.6, '#6b4226')
  );
}

export function blogHeader(spec: ImageSpec, id: string, rand: Rand): string {
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

export function serviceIcon(spec: ImageSpec, id: string): string {
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

export function wordmark(spec: ImageSpec, name: string, rand: Rand): string {
  const color = pick(rand, ['#1f4e5a', '#7a2e2e', '#2f4f7f', '#3a6b35', '#6b3a5a', '#8a5a12']);
  const [first = name, ...rest] = name.split(' ');
  const maxWidth = spec.width - 76;
  let body = brandMark(name, color);
  body += fittedText(68, 38, first, 20, 0, maxWidth, ` font-weight="700" fill="${color}"`);
  body += fittedText(68, 60, rest.join(' ').toUpperCase(), 13, 2, maxWidth, ' fill="#555"');
  return svg(spec, body);
}
