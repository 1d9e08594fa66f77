/** @jest-environment node */
import { listingsServiceRecipients, userIdOfCode } from './enquiry-recipients';

function answering(status: number, body: unknown = {}) {
  const calls: string[] = [];
  const fetchImpl = jest.fn((url: string) => {
    calls.push(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

describe('listingsServiceRecipients', () => {
  it('sends a published listing’s requests to its publisher', async () => {
    const { fetchImpl, calls } = answering(200, { id: 'bk3', publisher: { userCode: 'U-1003' } });
    const recipients = listingsServiceRecipients('http://127.0.0.1:3006/', fetchImpl);
    expect(await recipients.recipientOf('bk3')).toEqual({ userId: 3 });
    expect(calls).toEqual(['http://127.0.0.1:3006/api/listings/bk3']);
  });

  it('sends an imported listing’s (no publisher) to the agency', async () => {
    const { fetchImpl } = answering(200, { id: 'b01' });
    expect(await listingsServiceRecipients('http://x', fetchImpl).recipientOf('b01')).toBe(
      'agency',
    );
  });

  it('knows no listing the service does not have, or has withdrawn', async () => {
    for (const status of [404, 410]) {
      const { fetchImpl } = answering(status, { message: 'Gone.' });
      expect(await listingsServiceRecipients('http://x', fetchImpl).recipientOf('r9')).toBe(
        'unknown',
      );
    }
  });

  it('sends to the agency, and says why, when the service fails or cannot be reached', async () => {
    const failures: unknown[] = [];
    const down = jest.fn(() =>
      Promise.reject(new TypeError('fetch failed')),
    ) as unknown as typeof fetch;
    expect(
      await listingsServiceRecipients('http://x', down, (error) =>
        failures.push(error),
      ).recipientOf('b01'),
    ).toBe('agency');
    const { fetchImpl } = answering(503);
    expect(
      await listingsServiceRecipients('http://x', fetchImpl, (error) =>
        failures.push(error),
      ).recipientOf('b01'),
    ).toBe('agency');
    expect(failures).toHaveLength(2);
  });
});

it('reads a user code as its user id, and nothing else', () => {
  expect(userIdOfCode('U-1001')).toBe(1);
  expect(userIdOfCode('U-1234')).toBe(234);
  for (const code of ['U-1000', 'U-999', 'X-1001', 1001, undefined, 'U-1001x']) {
    expect(userIdOfCode(code)).toBeUndefined();
  }
});
