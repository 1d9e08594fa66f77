/** Sky, hills, trees and the compound wall behind and around the buildings. */
import { createRandom } from '../../shared/src/domain/generate-properties';
import { type Sky } from './palettes';
import { type Rand, between, circle, ellipse, hash, line, n, path, pick, rect } from './svg';

export function skyAndHills(w: number, h: number, groundY: number, sky: Sky, rand: Rand): string {
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

export function tree(kind: TreeKind, x: number, base: number, size: number, dark: boolean): string {
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

export function treeKindFor(city: string, rand: Rand): TreeKind {
  if (['Bahir Dar', 'Dire Dawa', 'Hawassa'].includes(city))
    return pick(rand, ['palm', 'palm', 'round'] as const);
  if (['Adama', 'Mekelle'].includes(city)) return pick(rand, ['acacia', 'round'] as const);
  return pick(rand, ['eucalyptus', 'eucalyptus', 'round', 'acacia'] as const);
}

/** The walled compound and steel gate in front of most Ethiopian houses. */
export function compoundWall(w: number, base: number, color: string, gate: string): string {
  const top = base - 46;
  return (
    rect(0, top, w, 46, color) +
    rect(0, top - 6, w, 6, '#cfc6b6') +
    rect(w * 0.62, top - 14, 96, 60, gate) +
    line(`M${n(w * 0.62 + 48)} ${n(top - 14)}V${n(base)}`, '#00000033', 3)
  );
}
