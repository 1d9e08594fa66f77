/** What a visitor types in the log-in form. */
export interface LoginForm {
  email: string;
  password: string;
}

/** Why a log-in field was refused; the page turns the code into a translated message. */
export type LoginFormError = 'required' | 'invalidEmail' | 'tooLong';

export type LoginFormErrors = Partial<Record<keyof LoginForm, LoginFormError>>;

/** Longest e-mail address (RFC 5321) and password the log-in API accepts. */
export const LOGIN_EMAIL_MAX = 254;
export const LOGIN_PASSWORD_MAX = 256;

// As loose as the API's check: one @, no spaces, a dot in the domain. The log-in is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for something shaped like an e-mail address: `selam@betoch.et`. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Checks the log-in form before it is sent: an e-mail (trimmed) that is present, at most 254
 * characters and shaped like an address; a password that is present (not trimmed: spaces may be
 * part of it) and at most 256 characters. Returns one error code per invalid field.
 */
export function validateLoginForm(form: LoginForm): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const email = form.email.trim();
  if (email === '') errors.email = 'required';
  else if (email.length > LOGIN_EMAIL_MAX) errors.email = 'tooLong';
  else if (!isEmailAddress(email)) errors.email = 'invalidEmail';
  if (form.password === '') errors.password = 'required';
  else if (form.password.length > LOGIN_PASSWORD_MAX) errors.password = 'tooLong';
  return errors;
}
