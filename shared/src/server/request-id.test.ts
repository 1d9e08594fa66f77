import { soundRequestId } from './request-id';

describe('the request id', () => {
  it('keeps a caller’s sound X-Request-Id, and refuses one that could forge a log line', () => {
    expect(soundRequestId('page-7f3a')).toBe('page-7f3a');
    expect(soundRequestId(['a1', 'b2'])).toBe('a1');
    expect(soundRequestId(undefined)).toBeUndefined();
    expect(soundRequestId('x\n{"level":60}')).toBeUndefined();
    expect(soundRequestId('a'.repeat(65))).toBeUndefined();
  });
});
