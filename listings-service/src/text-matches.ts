import {
  and,
  bitmapWords,
  clearBit,
  countBits,
  emptyBitmap,
  grownBitmap,
  seqsOf,
  setBit,
  type Bitmap,
  type ListingIndex,
} from './listing-index';
import { holdsWord, queryWordKeys, textQueryWords } from '../../shared/src/domain/search-key';
import type { Connection, SearchDialect, Sql, WordColumns, WordsHolding } from './listing-query';
import { QueryTimeoutError } from './query-pool';
import { readSeqList } from './seq-list';
import { wordsOf } from './text-words';

/*
 * The listings a text query finds, as a bitmap of the index's size, with the answers of recent
 * texts kept (docs/listings-service.md#text-search). A frequent word is the most expensive query of
 * all (`bedroom` is in nine listings of ten, and the engine reads each: 167 ms at 1,000,000) and
 * the most often asked, so a text of several words is asked a word at a time, each word's answer
 * kept, and the text's answer is their intersection: `bedroom` asked once serves `2 bedroom`,
 * `bedroom villa` and every other text that holds it. The last TEXT_CACHE_SIZE answers are kept
 * per index, and beside them the answers of frequent words (FREQUENT_SHARE of the listings or
 * more, within FREQUENT_BUDGET_BYTES), which a run of rare words does not push out. The index
 * follows the change feed in place (index-changes.ts), so a kept answer learns of each change: the
 * changed listings' bits are cleared, and those listings alone are asked again the next time the
 * text is (or the answer is dropped, past RECHECK_LIMIT of them).
 */

/** How many texts' matches each index keeps besides the frequent words' (125 KB each at 1,000,000 listings). */
export const TEXT_CACHE_SIZE = 64;

/** A kept answer that holds this share of the listings or more is a frequent word's. */
export const FREQUENT_SHARE = 0.05;

/** The memory the frequent words' kept answers may take per index: 512 of them at 1,000,000. */
export const FREQUENT_BUDGET_BYTES = 64 * 1024 * 1024;

/** How many frequent answers an index of `size` listings keeps: FREQUENT_BUDGET_BYTES' worth, 16 to 1,024. */
export function frequentKept(size: number): number {
  return Math.min(1_024, Math.max(16, Math.floor(FREQUENT_BUDGET_BYTES / Math.ceil(size / 8))));
}

/**
 * Past how many changes a kept answer is dropped rather than asked of them again: more than an
 * import of 10,000, so that a frequent word asked less often than an import lasts stays kept.
 */
export const RECHECK_LIMIT = 20_000;

/**
 * How many changed listings' texts an index holds, the newest: about 40 MB of real-length texts
 * (a listing's are 1,300 characters in three languages and 1,300 of search key). An answer brought
 * up to date past them asks the engine about the older ones.
 */
export const TEXTS_HELD = 10_000;

/** How many changed listings one statement asks again. */
const RECHECK_SLICE = 1_000;

interface Kept {
  matched: Bitmap;
  /** Where in the index's changes `matched` was right: the listings changed after have their bits cleared. */
  since: number;
  /** Held FREQUENT_SHARE of the listings or more when it was asked: kept apart from the others. */
  frequent: boolean;
}

interface Texts {
  /** Most recently used last: the first key is the one to drop. */
  kept: Map<string, Kept>;
  /** The listings changed while each engine query was under way (Postgres's statements await). */
  asking: Set<Set<number>>;
  /**
   * The changed listings, in the order they were applied, since the oldest kept answer's `since`:
   * one list for every answer, rather than a set of each answer's (512 answers and an import's
   * 10,000 changes).
   */
  changes: number[];
  /** The place in all the index's changes of `changes[0]`. */
  first: number;
  /**
   * The searchable texts of the listings in `changes`, as read when their change was applied (null:
   * no live listing has the seq any more), so that a kept answer is brought up to date here rather
   * than by asking the engine about each new listing again for every word. A listing missing here
   * (its change told without its text) is asked of the engine.
   */
  textOf: Map<number, ChangedText | null>;
  /**
   * The warmings under way (warmFrequentWords): the list is not shortened meanwhile, since the
   * answers another worker shares are brought up to date with every change since the warming began.
   */
  warming: number;
}

const byIndex = new WeakMap<ListingIndex, Texts>();

function textsOf(index: ListingIndex): Texts {
  let texts = byIndex.get(index);
  if (!texts) {
    texts = {
      kept: new Map(),
      asking: new Set(),
      changes: [],
      first: 0,
      warming: 0,
      textOf: new Map(),
    };
    byIndex.set(index, texts);
  }
  return texts;
}

/** The place in the index's changes after the last one applied. */
function placeOf(texts: Texts): number {
  return texts.first + texts.changes.length;
}

/**
 * Gives a grown copy of an index (index-changes.ts: a new listing past its room) the kept answers
 * of the one it replaces, so that growing does not make every frequent word cold again (512
 * answers at 1,000,000, asked in 60 s at a worker's start). Each answer grows when next used.
 */
export function textsMoved(from: ListingIndex, to: ListingIndex): void {
  const texts = byIndex.get(from);
  if (texts && from !== to) byIndex.set(to, texts);
}

/** A changed listing's searchable text and its search key, as `listing_text` holds them. */
export interface ChangedText {
  body: string;
  key: string;
}

/**
 * Tells the kept answers of an index that these listings changed (index-changes.ts applied them):
 * their bits are cleared, and they are asked again when the answer is next used: of `changed`,
 * the listings' texts read with their rows (every seq of `seqs` that is missing from it has no
 * live listing), or of the engine when no texts are given.
 */
export function textsChanged(
  index: ListingIndex,
  seqs: readonly number[],
  changed?: ReadonlyMap<number, ChangedText>,
): void {
  const texts = byIndex.get(index);
  if (!texts) return;
  for (const asking of texts.asking) for (const seq of seqs) asking.add(seq);
  for (const seq of seqs) {
    texts.changes.push(seq);
    // Set anew, so that the newest are last.
    texts.textOf.delete(seq);
    if (changed) texts.textOf.set(seq, changed.get(seq) ?? null);
  }
  for (const seq of texts.textOf.keys()) {
    if (texts.textOf.size <= TEXTS_HELD) break;
    texts.textOf.delete(seq);
  }
  const place = placeOf(texts);
  let oldest = place;
  for (const [words, kept] of texts.kept) {
    if (place - kept.since > RECHECK_LIMIT) texts.kept.delete(words);
    else {
      for (const seq of seqs) clearBit(kept.matched, seq);
      oldest = Math.min(oldest, kept.since);
    }
  }
  // An answer being asked is not kept yet, and will want the changes made meanwhile; so will an
  // answer another worker shares while this one warms.
  if (texts.asking.size === 0 && texts.warming === 0 && oldest > texts.first) {
    texts.changes = texts.changes.slice(oldest - texts.first);
    texts.first = oldest;
    const listed = new Set(texts.changes);
    for (const seq of texts.textOf.keys()) if (!listed.has(seq)) texts.textOf.delete(seq);
  }
}

/**
 * Sets the bits of the listings among `seqs` whose texts (`textOf`) hold every word of `words`,
 * by the rule both engines answer by (`holdsWord`); returns the listings whose text is not held,
 * for the engine to be asked.
 */
function matchedHere(
  texts: Texts,
  words: string,
  seqs: readonly number[],
  into: Bitmap,
  size: number,
): number[] {
  const matches = textQueryWords(words);
  const unknown: number[] = [];
  for (const seq of seqs) {
    const text = texts.textOf.get(seq);
    if (text === undefined) unknown.push(seq);
    else if (text && seq < size && matches.every((m) => holdsWord(m, text.body, text.key))) {
      setBit(into, seq);
    }
  }
  return unknown;
}

/**
 * Runs engine queries of matches, one after the other, and sets their bits, but not of listings
 * changed meanwhile; returns those.
 */
async function ask(
  db: Connection,
  texts: Texts,
  queries: Iterable<Sql>,
  into: Bitmap,
  size: number,
): Promise<Set<number>> {
  const changed = new Set<number>();
  texts.asking.add(changed);
  try {
    for (const sql of queries) {
      const [row] = await db.all(sql.text, sql.values);
      if (typeof row?.seqs === 'string') {
        readSeqList(row.seqs, (seq) => {
          if (seq < size && !changed.has(seq)) setBit(into, seq);
        });
      }
    }
  } finally {
    texts.asking.delete(changed);
  }
  return changed;
}

/** Past how many indexed words holding it a query word's form is left to the trigram index. */
export const MAX_HOLDING_WORDS = 200;

/** A form the word index answers: letters and digits only. The index's words are the texts' runs
 * of letters and digits (FTS5's unicode61), so every text holding such a form holds a word that
 * holds it; a form with any other character (`g+`, `b-01`) may span two words. */
const WORD_FORM = /^[\p{Ll}\p{Lo}\p{Nd}]+$/u;

/**
 * The query words (lower-cased, space-joined) that the engine's word index answers, with the
 * indexed words holding each of their forms (SearchDialect `wordsHolding`): a word whose every
 * form is of letters and digits, each held by at most MAX_HOLDING_WORDS words (`a` is held by most
 * of them, and stays on the trigram index or the scan). Undefined for an engine without one.
 */
async function wordsHolding(
  db: Connection,
  words: string,
  dialect: SearchDialect,
): Promise<WordsHolding | undefined> {
  const holding = dialect.wordsHolding;
  if (!holding) return undefined;
  const found = new Map<string, { [column in keyof WordColumns]?: string[] }>();
  const lowered = words.split(' ');
  for (const [at, match] of textQueryWords(words).entries()) {
    const forms = (['text', 'key'] as const).flatMap((column) => {
      const form = match[column];
      return form === undefined ? [] : [{ column, form }];
    });
    if (!forms.every(({ form }) => WORD_FORM.test(form))) continue;
    const held: { [column in keyof WordColumns]?: string[] } = {};
    for (const { column, form } of forms) {
      const sql = holding(form, column, MAX_HOLDING_WORDS + 1);
      const rows = await db.all(sql.text, sql.values);
      // Too many: the whole word stays on the trigram index or the scan, its other form unasked.
      if (rows.length > MAX_HOLDING_WORDS) break;
      held[column] = rows.map((row) => String(row.term));
    }
    if (forms.every(({ column }) => held[column] !== undefined)) found.set(lowered[at] ?? '', held);
  }
  return found;
}

/** The query's words that an index serves, and those looked for row by row (textQueryWords). */
function splitByIndex(words: string, holding?: WordsHolding): { indexed: string; scanned: string } {
  const parts = words.split(' ');
  const served = parts.map(
    (word) => holding?.has(word) === true || textQueryWords(word).every((match) => match.indexed),
  );
  return {
    indexed: parts.filter((_, at) => served[at]).join(' '),
    scanned: parts.filter((_, at) => !served[at]).join(' '),
  };
}

/**
 * The queries that find `words`: one, or, for an engine that scans in slices (SearchDialect's
 * `scan`) and a word no index serves, a slice of listings at a time: all of them when no word is
 * indexed, else among the indexed words' matches (found first, and kept like any text's).
 */
async function matchQueries(
  db: Connection,
  index: ListingIndex,
  words: string,
  dialect: SearchDialect,
  known?: WordsHolding,
): Promise<Iterable<Sql>> {
  const holding = known ?? (await wordsHolding(db, words, dialect));
  const { indexed, scanned } = splitByIndex(words, holding);
  const scan = dialect.scan;
  if (scan === undefined || scanned === '') {
    return [dialect.textMatches(words, undefined, holding) as Sql];
  }
  const { slice } = scan;
  if (indexed === '') {
    return (function* () {
      for (let from = 0; from < index.size; from += slice) {
        yield scan.range(scanned, from, from + slice) as Sql;
      }
    })();
  }
  const among = seqsOf((await textBitmap(db, index, indexed, dialect)) as Bitmap);
  return (function* () {
    for (let from = 0; from < among.length; from += slice) {
      yield dialect.textMatches(scanned, among.slice(from, from + slice)) as Sql;
    }
  })();
}

/** Keeps an answer as the most recently used, and drops the least recently used past each class's room. */
function keep(texts: Texts, words: string, kept: Kept, size: number): void {
  texts.kept.set(words, kept);
  for (const [frequent, room] of [
    [false, TEXT_CACHE_SIZE],
    [true, frequentKept(size)],
  ] as const) {
    const same = [...texts.kept].filter(([, other]) => other.frequent === frequent);
    for (const [dropped] of same.slice(0, Math.max(0, same.length - room)))
      texts.kept.delete(dropped);
  }
}

/**
 * The listings a text query finds (undefined for no text): the engine's SQL
 * (`dialect.textMatches`), or the answer kept from the last time the same words were asked of the
 * same index, brought up to date by asking the engine about the listings changed since. A text of
 * several words that indexes serve is the intersection of its words' answers, each asked and kept
 * alone; a text with a word looked for row by row is asked whole (matchQueries).
 */
export async function textBitmap(
  db: Connection,
  index: ListingIndex,
  text: string,
  dialect: SearchDialect,
): Promise<Bitmap | undefined> {
  const words = queryWordKeys(text).join(' ');
  if (!dialect.textMatches(words)) return undefined;
  const texts = textsOf(index);
  const parts = words.split(' ');
  if (parts.length > 1 && !texts.kept.has(words)) {
    // Every word kept already: no need to ask the vocabulary which index serves each.
    const allKept = parts.every((word) => texts.kept.has(word));
    const holding = allKept ? undefined : await wordsHolding(db, words, dialect);
    if (allKept || splitByIndex(words, holding).scanned === '') {
      const answers: Bitmap[] = [];
      for (const word of parts) {
        const held = holding?.get(word);
        const alone = holding && new Map(held ? [[word, held]] : []);
        answers.push(await keptBitmap(db, index, word, dialect, alone));
      }
      return and(index.size, answers);
    }
  }
  return keptBitmap(db, index, words, dialect);
}

/**
 * One text's answer, kept: `holding` is the word index's words for it when the caller has looked
 * them up already.
 */
async function keptBitmap(
  db: Connection,
  index: ListingIndex,
  words: string,
  dialect: SearchDialect,
  holding?: WordsHolding,
): Promise<Bitmap> {
  const texts = textsOf(index);
  let kept = texts.kept.get(words);
  if (kept && kept.since < texts.first) {
    // Changes made while it was out of the kept answers (a Postgres statement under way for it)
    // may have been let go from the list, which holds only what the kept answers need: ask it whole.
    texts.kept.delete(words);
    kept = undefined;
  }
  if (kept) {
    texts.kept.delete(words);
    // Kept from before the index grew (textsMoved): its listings past the old room are among the changes.
    if (kept.matched.length < bitmapWords(index.size))
      kept.matched = grownBitmap(kept.matched, index.size);
    const changedSince = [...new Set(texts.changes.slice(kept.since - texts.first))];
    // A listing changed while these are asked is left out, and asked again next time.
    kept.since = placeOf(texts);
    const among = matchedHere(texts, words, changedSince, kept.matched, index.size);
    if (among.length > 0) {
      const known = holding ?? (await wordsHolding(db, words, dialect));
      const queries = (function* () {
        for (let from = 0; from < among.length; from += RECHECK_SLICE) {
          yield dialect.textMatches(words, among.slice(from, from + RECHECK_SLICE), known) as Sql;
        }
      })();
      const changed = await ask(db, texts, queries, kept.matched, index.size);
      for (const seq of changed) clearBit(kept.matched, seq);
    }
  } else {
    kept = { matched: emptyBitmap(index.size), since: placeOf(texts), frequent: false };
    const queries = await matchQueries(db, index, words, dialect, holding);
    await ask(db, texts, queries, kept.matched, index.size);
    kept.frequent = countBits(kept.matched) >= FREQUENT_SHARE * countBits(index.present);
  }
  keep(texts, words, kept, index.size);
  return kept.matched;
}

/** How many listings' texts a worker reads at its start to tell its index's frequent words. */
export const WARM_SAMPLE = 1_000;

/** How long a worker's start may spend asking the frequent words: the synthetic data's 392 at 1,000,000 took 34 s. */
export const WARM_WORDS_MS = 60_000;

/** An answer a query worker asked while warming, given to the other workers of its process. */
export interface WarmedAnswer {
  word: string;
  /**
   * `Date.now()` before it was asked: the engine's answer holds every change committed before,
   * however far its worker had followed the feed. Taken only when later than the taker's warming
   * began, by a whole millisecond.
   */
  askedAt: number;
  matched: Bitmap;
  /** The listings whose changes its worker applied while asking: their bits are left clear. */
  changed: number[];
  frequent: boolean;
}

/**
 * How the query workers of one process share the frequent words they warm (query-worker.ts, over
 * a BroadcastChannel): each asks its part of them first, `part` of `parts`, and takes the others'
 * answers instead of asking them again, so that the process's start asks each word about once.
 */
export interface WarmingShare {
  part: number;
  parts: number;
  /** Gives an answer to the other workers (a copy each). */
  publish(answer: WarmedAnswer): void;
  /** Calls `take` with each answer another worker publishes, until the function returned is called. */
  subscribe(take: (answer: WarmedAnswer) => void): () => void;
}

/** Which part of the words (of `parts`) `word` is in: a hash of its characters. */
export function wordPart(word: string, parts: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < word.length; at++) hash = Math.imul(hash ^ word.charCodeAt(at), 0x01000193);
  return (hash >>> 0) % parts;
}

/**
 * Keeps another worker's answer, as of `warmedAt` (when this index's list began holding every
 * change it applies, at `place`): one asked before that may lack a change this index applied
 * unlisted, and is left. The others are brought up to date like any kept answer, asked about
 * every listing changed since `place` (and those its worker left clear) when next used.
 */
function takeShared(
  index: ListingIndex,
  answer: WarmedAnswer,
  warmedAt: number,
  place: number,
): void {
  const texts = textsOf(index);
  if (answer.askedAt <= warmedAt || texts.kept.has(answer.word)) return;
  // Of this index's size: a listing past it reaches this index as a change, and is asked then.
  const matched = emptyBitmap(index.size);
  matched.set(answer.matched.subarray(0, matched.length));
  for (let seq = index.size; seq < matched.length * 32; seq++) clearBit(matched, seq);
  keep(texts, answer.word, { matched, since: place, frequent: answer.frequent }, index.size);
  if (answer.changed.length > 0) textsChanged(index, answer.changed);
}

/** How many standard errors below FREQUENT_SHARE a sampled word may find and still be warmed. */
const WARM_MARGIN = 2;

/**
 * How many of `sampled` texts, drawn from an index of `population`, a word must find to be warmed:
 * FREQUENT_SHARE of them, less WARM_MARGIN standard errors of a sample's share (none when the
 * sample is the whole index). Without it, a word just over the share is left out by the sample's
 * chance, at every start (the sample is the same): a word in 5.5% of the listings is found by
 * fewer than 50 of 1,000 in about one sample of five, and the bench database's left out the
 * sub-cities `kolfe` and `keranio`, cold for every visitor (30–100 ms on Postgres).
 */
export function warmThreshold(sampled: number, population: number): number {
  const share = FREQUENT_SHARE;
  const finite = population > 1 ? Math.max(0, (population - sampled) / (population - 1)) : 0;
  const error = Math.sqrt(sampled * share * (1 - share) * finite);
  return share * sampled - WARM_MARGIN * error;
}

/**
 * The words of `texts` (a sample of an index of `population` listings' texts and search keys) that
 * find `warmThreshold` of them or more, most finding first, by the rule the engines answer by
 * (`holdsWord`): a query word finds a text one of whose words holds it as written, or one of whose
 * key's words holds its key. So a word few texts hold whole can find many, and cost as much to ask
 * as the words that hold it: `tena` finds the texts of `tenant`, `mall` those of `small`, and
 * `hospital`, written in under 2% of the synthetic listings, finds 45% of them by their keys
 * (`ለሆስፒታል`, "to the hospital", is `lehospital` there). The words looked for are those the texts
 * are written in.
 */
export function frequentWords(texts: readonly ChangedText[], population: number): string[] {
  const words = texts.map(({ body, key }) => ({ body: wordsOf(body), key: wordsOf(key) }));
  // Each form a word is looked for by (textQueryWords), and the words looked for by it.
  const byForm = { text: new Map<string, string[]>(), key: new Map<string, string[]>() };
  for (const word of new Set(words.flatMap(({ body }) => [...body]))) {
    const [match] = textQueryWords(word);
    for (const column of ['text', 'key'] as const) {
      const form = match?.[column];
      if (form !== undefined) byForm[column].set(form, [...(byForm[column].get(form) ?? []), word]);
    }
  }
  const inText = findersWithin(byForm.text);
  const inKey = findersWithin(byForm.key);
  const finding = new Map<string, number>();
  for (const { body, key } of words) {
    const found = new Set<string>();
    for (const word of body) for (const finder of inText(word)) found.add(finder);
    for (const word of key) for (const finder of inKey(word)) found.add(finder);
    for (const finder of found) finding.set(finder, (finding.get(finder) ?? 0) + 1);
  }
  return [...finding]
    .filter(([, count]) => count >= warmThreshold(texts.length, population))
    .sort((a, b) => b[1] - a[1])
    .map(([word]) => word);
}

/** The words that find a word of a text or key: those with a form (of `byForm`) inside it. */
function findersWithin(byForm: Map<string, string[]>): (word: string) => string[] {
  const known = new Map<string, string[]>();
  return (word) => {
    let finders = known.get(word);
    if (!finders) {
      const forms = new Set<string>();
      const letters = [...word];
      for (let from = 0; from < letters.length; from++) {
        for (let to = from + 1; to <= letters.length; to++) {
          const part = letters.slice(from, to).join('');
          if (byForm.has(part)) forms.add(part);
        }
      }
      finders = [...forms].flatMap((form) => byForm.get(form) ?? []);
      known.set(word, finders);
    }
    return finders;
  };
}

/**
 * What `ask` gives, or undefined past its bound (on Postgres `in`, held by 59 words, each in most
 * listings: 1.1 s alone, more beside the other worker's start): the warming goes on to the next word.
 */
async function withinBound<T>(ask: () => Promise<T>): Promise<{ value: T } | undefined> {
  try {
    return { value: await ask() };
  } catch (error) {
    if (error instanceof QueryTimeoutError) return undefined;
    throw error;
  }
}

/**
 * Asks, ahead of any visitor, the words that find FREQUENT_SHARE or more of a sample of the
 * listings' texts (WARM_SAMPLE, spread over the index: `frequentWords`, with the sample's margin
 * of error), most finding first, as
 * many as are kept apart (`frequentKept`), for at most `budgetMs`: a worker's first visitors then
 * do not pay for `bedroom` (167 ms at 1,000,000). Words that no index serves (`2`, `a`: looked for
 * row by row) are left to their askers. With a `share`, it asks its part of the words first and
 * gives each answer to the other workers, takes theirs meanwhile, then asks what is still missing
 * from the end of the list (where the others are the latest to come). Returns the words it asked.
 */
export async function warmFrequentWords(
  db: Connection,
  index: ListingIndex,
  dialect: SearchDialect,
  budgetMs = WARM_WORDS_MS,
  share?: WarmingShare,
): Promise<string[]> {
  const until = performance.now() + budgetMs;
  const present = seqsOf(index.present);
  if (present.length === 0 || budgetMs <= 0) return [];
  const texts = textsOf(index);
  texts.warming++;
  const warmedAt = Date.now();
  const place = placeOf(texts);
  const stop = share?.subscribe((answer) => takeShared(index, answer, warmedAt, place));
  try {
    const step = Math.max(1, Math.floor(present.length / WARM_SAMPLE));
    const sample = present.filter((_, at) => at % step === 0).slice(0, WARM_SAMPLE);
    const sql = dialect.textsOf(sample);
    const sampled = (await db.all(sql.text, sql.values)).map((row): ChangedText => ({
      body: String(row.body),
      key: String(row.search_key),
    }));
    // The words an index serves (`2`, `a`: looked for row by row, left to their askers), as many
    // as are kept apart, each with the indexed words that hold it.
    const served: { word: string; holding: WordsHolding | undefined }[] = [];
    for (const word of frequentWords(sampled, present.length)) {
      if (served.length >= frequentKept(index.size) || performance.now() > until) break;
      const found = await withinBound(() => wordsHolding(db, word, dialect));
      if (found && splitByIndex(word, found.value).scanned === '') {
        served.push({ word, holding: found.value });
      }
    }
    const mine = ({ word }: { word: string }) =>
      !share || wordPart(word, share.parts) === share.part;
    const asked: string[] = [];
    for (const { word, holding } of [
      ...served.filter(mine),
      ...served.filter((one) => !mine(one)).reverse(),
    ]) {
      if (performance.now() > until) break;
      // Given by another worker already.
      if (texts.kept.has(word)) continue;
      const askedAt = Date.now();
      const before = placeOf(texts);
      const found = await withinBound(() => keptBitmap(db, index, word, dialect, holding));
      if (!found) continue;
      asked.push(word);
      share?.publish({
        word,
        askedAt,
        matched: found.value,
        changed: texts.changes.slice(before - texts.first),
        frequent: texts.kept.get(word)?.frequent ?? false,
      });
    }
    return asked;
  } finally {
    stop?.();
    texts.warming--;
  }
}
