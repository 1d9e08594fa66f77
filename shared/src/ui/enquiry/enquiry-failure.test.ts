import { enquiryFailure } from './enquiry-failure';

describe('enquiryFailure', () => {
  it('translates the spam checks’ refusals', () => {
    for (const code of ['honeypot', 'ticket', 'tooFast']) {
      expect(
        enquiryFailure({
          ok: false,
          kind: 'invalid',
          refusals: [{ field: 'form', code, description: 'English words' }],
        }),
      ).toEqual({ texts: [{ key: `enquiry.form.${code}` }] });
    }
  });

  it('says a field the form let through in the API’s words', () => {
    expect(
      enquiryFailure({
        ok: false,
        kind: 'invalid',
        refusals: [
          { field: 'listingId', code: 'invalid', description: 'The property id is not valid.' },
          { field: 'phone', code: 'invalidPhone', description: 'Enter a phone number.' },
        ],
      }),
    ).toEqual({
      texts: [{ key: 'enquiry.refused' }],
      message: 'The property id is not valid.\nEnter a phone number.',
    });
  });

  it('says when to try again, in seconds, minutes, or a moment', () => {
    const throttled = (retryAfterSeconds: number | undefined) =>
      enquiryFailure({ ok: false, kind: 'throttled', message: 'Too many.', retryAfterSeconds });
    expect(throttled(45).texts).toEqual([
      { key: 'enquiry.tooMany' },
      { key: 'enquiry.inSeconds', values: { count: 45 } },
    ]);
    expect(throttled(61).texts[1]).toEqual({ key: 'enquiry.inMinutes', values: { count: 2 } });
    expect(throttled(undefined).texts[1]).toEqual({ key: 'enquiry.later' });
  });

  it('keeps the technical line of a request that had no answer, and the message of another', () => {
    expect(enquiryFailure({ ok: false, kind: 'unreachable', detail: 'Failed to fetch' })).toEqual({
      texts: [{ key: 'enquiry.unreachable' }],
      detail: 'Failed to fetch',
    });
    expect(enquiryFailure({ ok: false, kind: 'refused', message: 'Server error' })).toEqual({
      texts: [{ key: 'enquiry.refused' }],
      message: 'Server error',
    });
  });
});
