export interface CheckGateOptions {
  /** Password checks running at once, for all clients. */
  maxConcurrent?: number;
  /** Checks running at once for one address; by default all but one slot, so others get in. */
  maxPerAddress?: number;
  /**
   * Slots beyond `maxConcurrent` for a log-in from an address its account logged in from before
   * (its owner at home): a flood of checks from elsewhere never leaves the owner without one.
   */
  reservedForKnown?: number;
}

/**
 * Bounds the scrypt work in flight. A check either starts at once or is refused: nothing waits in
 * a queue, so a burst cannot make a valid log-in wait behind it, and no single address can take
 * the last slot.
 */
export class CheckGate {
  readonly maxConcurrent: number;
  private readonly maxPerAddress: number;
  private readonly reservedForKnown: number;
  private readonly perAddress = new Map<string, number>();
  private running = 0;

  constructor(options: CheckGateOptions = {}) {
    this.maxConcurrent = Math.max(1, options.maxConcurrent ?? 4);
    this.maxPerAddress = Math.max(1, options.maxPerAddress ?? this.maxConcurrent - 1);
    this.reservedForKnown = Math.max(0, options.reservedForKnown ?? 1);
  }

  /** Checks running now. */
  get inFlight(): number {
    return this.running;
  }

  /**
   * Takes a slot for `address` and returns the function that gives it back, or says why not:
   * `address` when that address already holds its share, `busy` when every slot is taken (a
   * `known` address, one its account logged in from before, may also take the reserved ones).
   */
  tryEnter(address: string, { known = false } = {}): (() => void) | 'address' | 'busy' {
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.maxPerAddress) return 'address';
    const slots = this.maxConcurrent + (known ? this.reservedForKnown : 0);
    if (this.running >= slots) return 'busy';
    this.running += 1;
    this.perAddress.set(address, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}
