import { LOGIN_EMAIL_MAX, isEmailAddress, validateLoginForm } from './login-form-rules';

describe('validateLoginForm', () => {
  it('accepts a demo account', () => {
    expect(validateLoginForm({ email: 'selam@betoch.et', password: 'Selam#2026' })).toEqual({});
  });

  it('trims the e-mail but not the password', () => {
    expect(validateLoginForm({ email: '  selam@betoch.et ', password: ' x ' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateLoginForm({ email: '   ', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
  });

  it('refuses an e-mail that is not an address', () => {
    for (const email of ['selam', 'selam@', '@betoch.et', 'selam@betoch', 'se lam@betoch.et']) {
      expect(validateLoginForm({ email, password: 'x' })).toEqual({ email: 'invalidEmail' });
    }
  });

  it('refuses values longer than the API accepts', () => {
    const email = `${'a'.repeat(LOGIN_EMAIL_MAX)}@b.et`;
    expect(validateLoginForm({ email, password: 'p'.repeat(257) })).toEqual({
      email: 'tooLong',
      password: 'tooLong',
    });
  });
});

describe('isEmailAddress', () => {
  it('needs one @ and a dot in the domain', () => {
    expect(isEmailAddress('dawit@betoch.et')).toBe(true);
    expect(isEmailAddress('dawit@@betoch.et')).toBe(false);
  });
});
