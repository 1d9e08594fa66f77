import { useEffect, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface Autoplay {
  /** Ticks since the start (the caller takes it modulo its number of frames). */
  tick: number;
  /** Whether it moves right now (not paused, not hovered or focused, motion allowed). */
  playing: boolean;
  /** Whether the visitor paused it with the button. */
  paused: boolean;
  togglePaused: () => void;
  /** Moves the tick by hand (previous / next buttons). */
  advance: (delta: number) => void;
  /** Spread on the moving region: it holds still while pointed at or focused. */
  holdProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * A timer for auto-playing content (WCAG 2.2.2): it stops while hovered or focused, has a pause
 * switch, and does not start by itself when the visitor prefers reduced motion.
 */
export function useAutoplay(intervalMs: number): Autoplay {
  const reduced = useReducedMotion();
  const [tick, setTick] = useState(0);
  // 'auto' follows the system setting; a press of the button overrides it either way.
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [held, setHeld] = useState(false);
  const running = choice === 'playing' || (choice === 'auto' && !reduced);
  const playing = running && !held;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, intervalMs]);

  return {
    tick,
    playing,
    paused: !running,
    togglePaused: () => setChoice(running ? 'paused' : 'playing'),
    advance: (delta) => setTick((n) => Math.max(0, n + delta)),
    holdProps: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
