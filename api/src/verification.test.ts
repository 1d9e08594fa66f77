/** @jest-environment node */
import {
  checkCode,
  codeHash,
  CODE_TTL_MS,
  MAX_WRONG_CODES,
  newCode,
  normalizeCode,
  resendWaitSeconds,
  type StoredCode,
} from './verification';

const stored = (code: string, over: Partial<StoredCode> = {}): StoredCode => ({
  codeHash: codeHash(7, code),
  sentAt: 1_000,
  expiresAt: 1_000 + CODE_TTL_MS,
  attempts: 0,
  ...over,
});

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    expect(newCode(() => 42)).toBe('000042');
    expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('take what a visitor types without its spaces, and nothing else', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('12345')).toBeUndefined();
    expect(normalizeCode('12345a')).toBeUndefined();
    expect(normalizeCode(123456)).toBeUndefined();
  });

  it('verify with the right code within 30 minutes, for that account only', () => {
    expect(checkCode(stored('123456'), 7, '123456', 2_000)).toBe('ok');
    expect(checkCode(stored('123456'), 8, '123456', 2_000)).toBe('wrong');
    expect(checkCode(stored('123456'), 7, '654321', 2_000)).toBe('wrong');
    expect(checkCode(stored('123456'), 7, '123456', 1_000 + CODE_TTL_MS)).toBe('expired');
    expect(checkCode(undefined, 7, '123456', 2_000)).toBe('noCode');
  });

  it('are used up after 5 wrong tries, even by the right code', () => {
    const used = stored('123456', { attempts: MAX_WRONG_CODES });
    expect(checkCode(used, 7, '123456', 2_000)).toBe('usedUp');
  });

  it('are sent again after a minute at the earliest', () => {
    expect(resendWaitSeconds(undefined, 0)).toBe(0);
    expect(resendWaitSeconds(stored('1'), 1_000)).toBe(60);
    expect(resendWaitSeconds(stored('1'), 60_500)).toBe(1);
    expect(resendWaitSeconds(stored('1'), 61_000)).toBe(0);
  });
});
