import { PASSWORD_MAX, SIGN_UP_NAME_MAX, validateSignUp, type SignUpForm } from './sign-up-rules';

const valid: SignUpForm = {
  name: 'Hirut Alemu',
  email: 'hirut@example.et',
  phone: '0911 48 26 30',
  password: 'Bole-view-2026',
};

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateSignUp({ name: ' ', email: '', phone: '', password: '' })).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      password: 'required',
    });
  });

  it('refuses a name of one letter or of more than 80', () => {
    expect(validateSignUp({ ...valid, name: 'H' }).name).toBe('tooShort');
    expect(validateSignUp({ ...valid, name: 'H'.repeat(SIGN_UP_NAME_MAX + 1) }).name).toBe(
      'tooLong',
    );
  });

  it('refuses a malformed or over-long e-mail', () => {
    expect(validateSignUp({ ...valid, email: 'hirut@' }).email).toBe('invalidEmail');
    expect(validateSignUp({ ...valid, email: `${'a'.repeat(250)}@b.et` }).email).toBe('tooLong');
  });

  it('asks for an Ethiopian mobile number', () => {
    expect(validateSignUp({ ...valid, phone: '0111 55 12 34' }).phone).toBe('invalidPhone');
    expect(validateSignUp({ ...valid, phone: '+251 911 482 630' }).phone).toBeUndefined();
  });

  it('takes a password as typed, 8 to 256 characters, never only spaces', () => {
    expect(validateSignUp({ ...valid, password: 'short12' }).password).toBe('tooShort');
    expect(validateSignUp({ ...valid, password: '        ' }).password).toBe('required');
    expect(validateSignUp({ ...valid, password: ' with spaces ' }).password).toBeUndefined();
    expect(validateSignUp({ ...valid, password: 'x'.repeat(PASSWORD_MAX + 1) }).password).toBe(
      'tooLong',
    );
  });

  it('counts characters, not UTF-16 units', () => {
    // Four houses are eight UTF-16 units, but four characters.
    expect(validateSignUp({ ...valid, password: '🏠🏠🏠🏠' }).password).toBe('tooShort');
    expect(validateSignUp({ ...valid, password: 'ሰላምሰላም' }).password).toBe('tooShort');
    expect(validateSignUp({ ...valid, password: 'ሰላምሰላምሰላ' }).password).toBeUndefined();
  });
});
