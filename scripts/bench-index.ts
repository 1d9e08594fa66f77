/**
 * What the query workers' index costs in memory work, without a database:
 * `npm run bench:index -- [--count 1000000] [--changes 400]` (docs/listings-service.md, "The
 * change feed"). Builds an index of `--count` synthetic listings (prices and dates drawn with many
 * ties, as the index's own columns hold them), times the load's sort orders made from them
 * (`sortOrders`), then applies `--changes` changes one at a time, as a worker applies the feed at
 * a steady write rate: every other one a new listing (the newest date, so it goes first in the
 * date order) and every other an edit of a listing's price and date. Prints the orders' time and
 * each kind of change's mean, p50 and p99 (ms). Run it with the machine otherwise idle.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { SORT_KEYS } from '../shared/src/domain/filter';
import { createRandom } from '../shared/src/domain/generate-properties';
import { applyChanges } from '../listings-service/src/index-changes';
import {
  emptyIndex,
  setBit,
  sortOrders,
  writeRow,
  type ListingIndex,
} from '../listings-service/src/listing-index';
import { percentile } from './open-loop';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    changes: { type: 'string', default: '400' },
  },
});
const count = Number(values.count);
const changes = Number(values.changes);
if (!(Number.isInteger(count) && count > 0 && Number.isInteger(changes) && changes > 0)) {
  throw new Error('--count and --changes are whole numbers above 0');
}

const random = createRandom(11);
const DAY_MS = 86_400_000;

/** A listing's row as a load reads it (INDEX_COLUMNS). */
function row(seq: number, dateKey = 1.6e12 + Math.floor(random() * 3_650) * DAY_MS) {
  return {
    seq,
    deal: random() < 0.5 ? 'sale' : 'rent',
    price: Math.round(random() * 5_000) * 1_000,
    sqft: 40 + Math.floor(random() * 400),
    date_key: dateKey,
    lat: 9 + random(),
    lng: 38 + random(),
    type: 'Villa',
    city: 'Addis Ababa',
    sub_city: 'Bole',
  };
}

function ms(from: number): number {
  return performance.now() - from;
}

// Room for a quarter more listings (index-changes.ts grownSize, as a first growth makes), so that
// the new listings below never make it grow.
let index: ListingIndex = emptyIndex(Math.ceil(count * 1.25));
for (let seq = 0; seq < count; seq++) writeRow(index, row(seq));
const villas = new Uint32Array(Math.ceil(index.size / 32));
for (let seq = 0; seq < count; seq += 3) setBit(villas, seq);
index.tags.set('Villa', villas);

const ordering = performance.now();
index.order = sortOrders(index);
console.log(
  `${count.toLocaleString('en')} listings: the four sort orders in ${ms(ordering).toFixed(0)} ms`,
);

const times: Record<'added' | 'edited', number[]> = { added: [], edited: [] };
let next = count;
for (let change = 0; change < changes; change++) {
  const adding = change % 2 === 0;
  const seq = adding ? next++ : Math.floor(random() * count);
  const changed = adding ? row(seq, 1.9e12 + change) : row(seq);
  const at = performance.now();
  index = applyChanges(index, {
    seqs: [seq],
    rows: [changed],
    tags: [{ listing_seq: seq, tag: 'Villa' }],
  });
  times[adding ? 'added' : 'edited'].push(ms(at));
}
for (const [kind, list] of Object.entries(times)) {
  list.sort((a, b) => a - b);
  const mean = list.reduce((sum, time) => sum + time, 0) / list.length;
  console.log(
    `${kind === 'added' ? 'a new listing' : 'an edit of price and date'} (${list.length}): mean ${mean.toFixed(2)} ms, p50 ${percentile(list, 50).toFixed(2)} ms, p99 ${percentile(list, 99).toFixed(2)} ms`,
  );
}
// Checked, so that a fast wrong merge is not reported as a fast one.
for (const sort of SORT_KEYS) {
  const expected = sortOrders(index)[sort];
  const order = index.order[sort];
  if (order.length !== expected.length || order.some((seq, at) => seq !== expected[at])) {
    throw new Error(`the ${sort} order after the changes is not the load's`);
  }
}
