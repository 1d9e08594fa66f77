/** @jest-environment node */
import { CheckGate } from './check-gate';

describe('CheckGate', () => {
  it('admits up to the limit at once and refuses the next without queueing', () => {
    const gate = new CheckGate({ maxConcurrent: 2, maxPerAddress: 2 });
    const first = gate.tryEnter('a');
    const second = gate.tryEnter('b');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(gate.tryEnter('c')).toBeNull();
    first?.();
    first?.(); // releasing twice frees one slot only
    expect(gate.inFlight).toBe(1);
    expect(gate.tryEnter('c')).not.toBeNull();
    expect(gate.tryEnter('d')).toBeNull();
  });

  it('never lets one address take every slot by default', () => {
    const gate = new CheckGate({ maxConcurrent: 4 });
    const mine = [gate.tryEnter('a'), gate.tryEnter('a'), gate.tryEnter('a')];
    expect(mine.every(Boolean)).toBe(true);
    expect(gate.tryEnter('a')).toBeNull();
    expect(gate.tryEnter('b')).not.toBeNull();
    mine[0]?.();
    expect(gate.tryEnter('a')).not.toBeNull();
  });
});
