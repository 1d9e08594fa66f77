import v8 from 'node:v8';
import vm from 'node:vm';

/*
 * A query worker's load of the index reads every listing in slices, and its rows' objects grow
 * the JavaScript heap far past what the index keeps: at 1,000,000 on Postgres the heap held
 * 13–45 MB after the load, but about 170 MB more of V8's freed pages stayed resident in each
 * worker (their pages pooled for reuse), released only by a collection that gives memory back
 * (docs/listings-service.md#the-index). So a worker asks for one after its load.
 */

/** V8's collector, with the options a memory-reducing collection takes. */
type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let collect: Collect | undefined;

/**
 * Runs a full collection that also returns V8's pooled pages to the system (its "last resort"
 * flavour, as under memory pressure). The collector is reached without `--expose-gc` on the
 * command line: the flag set now, a new context exposes it (the flag is the process's; only this
 * module's context holds the function).
 */
export function releaseFreedHeap(): void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as Collect;
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
