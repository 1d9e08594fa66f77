import { act, renderHook } from '@testing-library/react';
import { fakeResponse } from '../../testing/fake-fetch';
import { NO_TICKET_DETAIL, useEnquirySender } from './use-enquiry-sender';

const VIEWING = {
  kind: 'viewing',
  listingId: 'b01',
  name: 'Selam',
  phone: '0911482630',
  message: '',
} as const;

/** The API: tickets numbered as they are given, `answers` to the enquiries in turn. */
function fakeApi(answers: Response[], tickets: (Response | Error)[] = []) {
  let given = 0;
  const posted: Record<string, unknown>[] = [];
  const fetchImpl = jest.fn((url: string, init?: RequestInit) => {
    if (url.endsWith('/api/enquiries/ticket')) {
      const scripted = tickets.shift();
      if (scripted instanceof Error) return Promise.reject(scripted);
      given += 1;
      return Promise.resolve(
        scripted ?? fakeResponse(200, { ticket: `ticket-${given}`, minSeconds: 3 }),
      );
    }
    posted.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return Promise.resolve(answers.shift() ?? fakeResponse(201, { id: 'e', sentTo: 'agency' }));
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, posted, calls: fetchImpl.mock.calls };
}

function setup(api: ReturnType<typeof fakeApi>) {
  let clock = 1_000_000;
  const slept: number[] = [];
  const { result } = renderHook(() =>
    useEnquirySender({
      fetchImpl: api.fetchImpl,
      now: () => clock,
      sleep: (ms) => {
        slept.push(ms);
        clock += ms;
        return Promise.resolve();
      },
    }),
  );
  return {
    result,
    slept,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

it('asks a ticket when the visitor starts, and sends at once when it is old enough', async () => {
  const api = fakeApi([]);
  const { result, slept, advance } = setup(api);
  await act(() => result.current.start());
  await act(() => result.current.start());
  advance(10_000);
  const answer = await act(() => result.current.send(VIEWING, ''));
  expect(answer).toEqual({ ok: true, sent: { id: 'e', sentTo: 'agency' } });
  expect(slept).toEqual([]);
  expect(api.calls.filter(([url]) => String(url).endsWith('/ticket'))).toHaveLength(1);
  expect(api.posted[0]).toMatchObject({ ...VIEWING, ticket: 'ticket-1', website: '' });
});

it('waits out the rest of the server’s minimum, and a margin, before sending', async () => {
  const api = fakeApi([]);
  const { result, slept, advance } = setup(api);
  await act(() => result.current.start());
  advance(1_000);
  await act(() => result.current.send(VIEWING, ''));
  expect(slept).toEqual([2_250]);
});

it('uses a ticket once, and drops one the server refused', async () => {
  const api = fakeApi([
    fakeResponse(201, { id: 'e1', sentTo: 'agency' }),
    fakeResponse(400, [{ field: 'form', code: 'ticket', description: 'Expired.' }]),
  ]);
  const { result } = setup(api);
  await act(() => result.current.send(VIEWING, ''));
  const refused = await act(() => result.current.send(VIEWING, ''));
  expect(refused).toMatchObject({ ok: false, kind: 'invalid' });
  await act(() => result.current.send(VIEWING, ''));
  expect(api.posted.map(({ ticket }) => ticket)).toEqual(['ticket-1', 'ticket-2', 'ticket-3']);
});

it('sends the hidden field as it was filled', async () => {
  const api = fakeApi([]);
  const { result } = setup(api);
  await act(() => result.current.send(VIEWING, 'http://spam.example'));
  expect(api.posted[0]?.website).toBe('http://spam.example');
});

it('asks twice for a ticket, then says nothing could be sent', async () => {
  const api = fakeApi([], [new TypeError('Failed to fetch'), fakeResponse(503, '')]);
  const { result } = setup(api);
  const answer = await act(() => result.current.send(VIEWING, ''));
  expect(answer).toEqual({ ok: false, kind: 'unreachable', detail: NO_TICKET_DETAIL });
  expect(api.posted).toEqual([]);
});
