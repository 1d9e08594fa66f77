/** City scenes: skylines, the lake and one scene per city card. */
import { type Facade } from './buildings';
import { skyAndHills, tree } from './landscape';
import { type Sky } from './palettes';
import {
  type ImageSpec,
  type Rand,
  between,
  circle,
  ellipse,
  line,
  n,
  path,
  poly,
  rect,
  svg,
  tile,
  vertical,
} from './svg';

/**
 * A row of towers: the shapes are defined once (`#k`) and used twice, in a colour and then with a
 * tile of windows (`#kw`), so a skyline costs one rect per tower. One skyline per image.
 */
export function skyline(
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

export function lake(w: number, h: number, top: number): string {
  return (
    rect(0, top, w, h - top, '#4f8fb8') +
    line(
      `M${n(w * 0.1)} ${n(top + 20)}h${n(w * 0.15)}M${n(w * 0.5)} ${n(top + 40)}h${n(w * 0.2)}`,
      '#ffffff66',
      3,
    )
  );
}

export function cityScene(spec: ImageSpec, id: string, rand: Rand, sky: Sky): string {
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
