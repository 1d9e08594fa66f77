import { SIGN_UP_FIELDS, type SignUpErrorCode } from '@betoch/shared';
import am from '../../../i18n/account/am.json';
import en from '../../../i18n/account/en.json';
import { isSignUpErrorCode, isSignUpField, signUpErrorText } from './sign-up-messages';

const CODES: SignUpErrorCode[] = [
  'required',
  'tooShort',
  'tooLong',
  'invalidEmail',
  'invalidPhone',
  'common',
  'taken',
];

/** The text at a dotted key of a translation file, if it is one. */
function textAt(file: unknown, key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
  return typeof found === 'string' ? found : undefined;
}

describe('the sign-up page’s error texts', () => {
  it('exist in English and Amharic for every code on every field, with the values they name', () => {
    for (const field of SIGN_UP_FIELDS) {
      for (const code of CODES) {
        const text = signUpErrorText(field, code);
        if (!text) continue;
        for (const file of [en, am]) {
          const template = textAt(file, text.key);
          expect([field, code, template]).toEqual([field, code, expect.any(String)]);
          for (const [, name] of template?.matchAll(/\{\{(\w+)\}\}/g) ?? []) {
            expect(text.values).toHaveProperty(name as string);
          }
        }
      }
    }
  });

  it('word “required” for each field, and name each field’s own length limits', () => {
    const requiredKeys = SIGN_UP_FIELDS.map((field) => signUpErrorText(field, 'required')?.key);
    expect(new Set(requiredKeys).size).toBe(SIGN_UP_FIELDS.length);
    expect(signUpErrorText('name', 'tooShort')?.values).not.toEqual(
      signUpErrorText('password', 'tooShort')?.values,
    );
  });

  it('leave a length error on a field without that limit to the API’s description', () => {
    expect(signUpErrorText('phone', 'tooShort')).toBeUndefined();
    expect(signUpErrorText('email', 'tooShort')).toBeUndefined();
  });

  it('tell known codes and fields from others', () => {
    expect(CODES.every(isSignUpErrorCode)).toBe(true);
    expect(isSignUpErrorCode('weak')).toBe(false);
    expect(SIGN_UP_FIELDS.every(isSignUpField)).toBe(true);
    expect(isSignUpField('body')).toBe(false);
  });
});
