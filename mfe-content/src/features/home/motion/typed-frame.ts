/** Ticks a phrase stays whole before the next one starts. */
export const TYPED_HOLD_TICKS = 25;

export interface TypedFrame {
  /** Which phrase is being typed. */
  index: number;
  /** Its part typed so far. */
  text: string;
}

/**
 * What a typing animation shows at a given tick: each phrase is typed one character per tick,
 * held whole for TYPED_HOLD_TICKS, then the next phrase starts; the list loops.
 */
export function typedFrame(phrases: readonly string[], tick: number): TypedFrame {
  const lengths = phrases.map((p) => p.length + TYPED_HOLD_TICKS);
  const cycle = lengths.reduce((a, b) => a + b, 0);
  if (cycle === 0) return { index: 0, text: '' };
  let rest = tick % cycle;
  for (let index = 0; index < phrases.length; index += 1) {
    const phrase = phrases[index] ?? '';
    const span = lengths[index] ?? 0;
    if (rest < span) return { index, text: phrase.slice(0, rest) };
    rest -= span;
  }
  return { index: 0, text: '' };
}
