/** @jest-environment node */
import { CheckGate } from './check-gate';

describe('CheckGate', () => {
  it('admits up to the limit at once and refuses the next without queueing', () => {
    const gate = new CheckGate({ maxConcurrent: 2, maxPerAddress: 2 });
    const first = gate.tryEnter('a');
    expect(typeof first).toBe('function');
    expect(typeof gate.tryEnter('b')).toBe('function');
    expect(gate.tryEnter('c')).toBe('busy');
    if (typeof first === 'function') {
      first();
      first(); // releasing twice frees one slot only
    }
    expect(gate.inFlight).toBe(1);
    expect(typeof gate.tryEnter('c')).toBe('function');
    expect(gate.tryEnter('d')).toBe('busy');
  });

  it('never lets one address take every slot by default', () => {
    const gate = new CheckGate({ maxConcurrent: 4 });
    const mine = [gate.tryEnter('a'), gate.tryEnter('a'), gate.tryEnter('a')];
    expect(mine.map((entry) => typeof entry)).toEqual(['function', 'function', 'function']);
    expect(gate.tryEnter('a')).toBe('address');
    expect(typeof gate.tryEnter('b')).toBe('function');
    const [release] = mine;
    if (typeof release === 'function') release();
    expect(typeof gate.tryEnter('a')).toBe('function');
  });

  it('keeps a slot for an owner at a known address while every other slot is taken', () => {
    const gate = new CheckGate({ maxConcurrent: 2 });
    expect(typeof gate.tryEnter('x')).toBe('function');
    expect(typeof gate.tryEnter('y')).toBe('function');
    expect(gate.tryEnter('z')).toBe('busy');
    expect(typeof gate.tryEnter('home', { known: true })).toBe('function');
    expect(gate.tryEnter('home2', { known: true })).toBe('busy');
    expect(gate.inFlight).toBe(3);
  });
});
