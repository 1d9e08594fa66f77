import { act, renderHook } from '@testing-library/react';
import type { BoundingBox, ListingSearchQuery } from './listing-search';
import { mapListings, type ListingAnswer, type ListingMapAnswer } from './listings-client';
import { useMapListings } from './use-map-listings';

jest.mock('./listings-client', () => ({ mapListings: jest.fn() }));

const ask = mapListings as jest.MockedFunction<typeof mapListings>;

type Answer = ListingAnswer<ListingMapAnswer>;

/** Each request's answer, settled by the test when it likes. */
function pendingAnswers() {
  const settle: ((answer: Answer) => void)[] = [];
  ask.mockImplementation(
    () =>
      new Promise<Answer>((resolve) => {
        settle.push(resolve);
      }),
  );
  return settle;
}

const BOLE: BoundingBox = { south: 8.98, west: 38.76, north: 9.02, east: 38.82 };
const ADDIS: BoundingBox = { south: 8.8, west: 38.6, north: 9.2, east: 39 };
const SEARCH: ListingSearchQuery = { tags: ['Villa'], page: 3, sort: 'low-price', deal: 'sale' };
const answer = (total: number): Answer => ({ total, points: [], complete: true });

beforeEach(() => ask.mockReset());

/** Lets the hook's import of the client resolve (its code loads with the first box). */
const loaded = () => act(async () => {});

it('asks nothing before the map reports a box, then the search without its page in that box', async () => {
  pendingAnswers();
  const { result, rerender } = renderHook(
    ({ box }: { box: BoundingBox | null }) => useMapListings(SEARCH, box),
    { initialProps: { box: null as BoundingBox | null } },
  );
  await loaded();
  expect(ask).not.toHaveBeenCalled();
  expect(result.current).toBeUndefined();
  rerender({ box: BOLE });
  await loaded();
  expect(ask).toHaveBeenCalledTimes(1);
  expect(ask).toHaveBeenCalledWith(
    {
      tags: ['Villa'],
      deal: 'sale',
      bbox: BOLE,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
    },
    'en',
  );
  // The same box again (a resize refit reports it anew): nothing asked again.
  rerender({ box: { ...BOLE } });
  await loaded();
  expect(ask).toHaveBeenCalledTimes(1);
});

it('drops the answer to an older box that arrives after the newer one, keeping the last meanwhile', async () => {
  const settle = pendingAnswers();
  const { result, rerender } = renderHook(
    ({ box }: { box: BoundingBox | null }) => useMapListings(SEARCH, box),
    { initialProps: { box: BOLE as BoundingBox | null } },
  );
  await loaded();
  await act(async () => settle[0]?.(answer(4)));
  expect(result.current?.total).toBe(4);
  rerender({ box: ADDIS });
  rerender({ box: { ...BOLE, north: 9.05 } });
  await loaded();
  expect(ask).toHaveBeenCalledTimes(3);
  // While the newer ones load, the last answer stays.
  expect(result.current?.total).toBe(4);
  await act(async () => settle[2]?.(answer(9)));
  expect(result.current?.total).toBe(9);
  await act(async () => settle[1]?.(answer(60)));
  expect(result.current?.total).toBe(9);
});

it('keeps the last answer when the map’s listings cannot be loaded at all', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  ask.mockResolvedValueOnce(answer(5)).mockRejectedValueOnce(new Error('offline'));
  const { result, rerender } = renderHook(
    ({ box }: { box: BoundingBox | null }) => useMapListings(SEARCH, box),
    { initialProps: { box: BOLE as BoundingBox | null } },
  );
  await act(async () => undefined);
  expect(result.current?.total).toBe(5);
  rerender({ box: ADDIS });
  await act(async () => undefined);
  expect(result.current?.total).toBe(5);
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
