/** SVG building blocks: seeded choices, compact numbers and the shapes every drawing uses. */

export type Rand = () => number;

export interface ImageSpec {
  src: string;
  width: number;
  height: number;
}

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function pick<T>(rand: Rand, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

export function between(rand: Rand, min: number, max: number): number {
  return Math.round(min + rand() * (max - min));
}

/** Rounds to one decimal and drops a trailing '.0', to keep the files small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill = '',
  extra = '',
): string {
  const paint = fill ? ` fill="${fill}"` : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${paint}${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function poly(points: readonly number[], fill: string): string {
  return `<polygon points="${points.map(n).join(' ')}" fill="${fill}"/>`;
}

export function line(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`;
}

export function svg(spec: ImageSpec, body: string, defs = '', viewBox?: string): string {
  const box = viewBox ?? `0 0 ${spec.width} ${spec.height}`;
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="${box}">`;
  return `${head}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

export function vertical(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A repeating tile of windows (or any small drawing) used to fill façades cheaply. */
export function tile(id: string, w: number, h: number, body: string): string {
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`;
}
