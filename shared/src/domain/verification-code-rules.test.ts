import { normalizeVerificationCode, validateVerificationForm } from './verification-code-rules';

describe('validateVerificationForm', () => {
  it.each(['123456', '012345', '123 456', ' 12 34 56 ', '1 2 3 4 5 6', '123\u00a0456'])(
    'accepts six digits, whatever spaces are typed around and between them: %p',
    (code) => expect(validateVerificationForm({ code })).toEqual({}),
  );

  it.each(['', '   '])('asks for the code when nothing but spaces is typed: %p', (code) => {
    expect(validateVerificationForm({ code })).toEqual({ code: 'required' });
  });

  it.each(['12345', '1234567', '12345a', '123-456', '１２３４５６', '٠١٢٣٤٥', 'abcdef'])(
    'refuses what is not six digits: %p',
    (code) => expect(validateVerificationForm({ code })).toEqual({ code: 'invalidCode' }),
  );
});

describe('normalizeVerificationCode', () => {
  it('sends the digits without the spaces', () => {
    expect(normalizeVerificationCode(' 123 456 ')).toBe('123456');
  });
});
