import { isEmail, isEthiopianPhone, normalizeEthiopianPhone } from './contact-details';

describe('isEmail', () => {
  it.each(['selam@betoch.et', ' abebe.kebede@mail.example.com ', 'a+b@x.io'])('accepts %s', (v) =>
    expect(isEmail(v)).toBe(true),
  );
  it.each(['', 'selam', 'selam@', '@betoch.et', 'selam@betoch', 'se lam@betoch.et', 'a@b..et'])(
    'refuses %s',
    (v) => expect(isEmail(v)).toBe(false),
  );
  it('refuses an address longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(250)}@b.et`)).toBe(false);
  });
});

describe('isEthiopianPhone', () => {
  it.each(['+251911482630', '+251 911 482 630', '0911482630', '0911-48-26-30', ' 0922 000 111 '])(
    'accepts %s',
    (v) => expect(isEthiopianPhone(v)).toBe(true),
  );
  it.each([
    '',
    '911482630',
    '+251111482630',
    '0111482630',
    '09114826301',
    '+2519114826',
    '09a1482630',
  ])('refuses %s', (v) => expect(isEthiopianPhone(v)).toBe(false));
});

describe('normalizeEthiopianPhone', () => {
  it('writes every form of one number the same way', () => {
    for (const form of ['0911482630', '0911-48-26-30', '+251 911 482 630', ' +251911482630 ']) {
      expect(normalizeEthiopianPhone(form)).toBe('+251911482630');
    }
  });
  it('gives nothing for a number that is not an Ethiopian mobile', () => {
    expect(normalizeEthiopianPhone('0111482630')).toBeUndefined();
    expect(normalizeEthiopianPhone('')).toBeUndefined();
  });
});
