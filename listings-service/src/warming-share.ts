/**
 * The channel over which the query workers of one process share the frequent words they warm
 * (text-matches.ts `WarmingShare`): a BroadcastChannel of a name of the pool's own, so that two
 * pools of one process (tests) never take each other's answers, and a counter that gives each
 * worker its part of the words.
 */
import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import type { WarmedAnswer, WarmingShare } from './text-matches';

/** What a pool gives its workers (in their workerData) to share their warming. */
export interface WarmingChannel {
  name: string;
  /** How many workers have joined: the next one's part, modulo `parts`. */
  joined: SharedArrayBuffer;
  parts: number;
}

/** A new channel for a pool of `parts` workers. */
export function warmingChannel(parts: number): WarmingChannel {
  return { name: `betoch-warming-${randomUUID()}`, joined: new SharedArrayBuffer(4), parts };
}

/**
 * A worker's share of the warming: the next part (a replaced worker asks the part of the one it
 * replaces, after the others have finished, and then everything it lacks), and the channel, open
 * while the warming subscribes: it publishes only then.
 */
export function joinWarming({ name, joined, parts }: WarmingChannel): WarmingShare {
  const part = Atomics.add(new Int32Array(joined), 0, 1) % parts;
  let channel: BroadcastChannel | undefined;
  return {
    part,
    parts,
    publish: (answer) => channel?.postMessage(answer),
    subscribe(take) {
      const open = new BroadcastChannel(name);
      // A worker's thread ends when its pool closes, whether or not its warming has.
      open.unref();
      open.addEventListener('message', (event) => take(event.data as WarmedAnswer));
      channel = open;
      return () => {
        open.close();
        channel = undefined;
      };
    },
  };
}
