import { EMAIL_MAX, isEmail, isEthiopianPhone } from './contact-details';

/*
 * The sign-up form's rules, checked by the account section before it sends and by the API before
 * it stores (docs/accounts.md). The API adds what only it can know: a password on its list of
 * common passwords, an e-mail that already has an account.
 */

/** What a visitor types to open an account. */
export interface SignUpForm {
  name: string;
  email: string;
  /** An Ethiopian mobile number: `+2519XXXXXXXX` or `09XXXXXXXX`, spaces and hyphens allowed. */
  phone: string;
  password: string;
}

export type SignUpField = keyof SignUpForm;

/**
 * Why a sign-up field was refused: the form and the API's `400` speak the same codes, and the
 * page turns each into a message in the visitor's language. `common` and `taken` come only from
 * the API.
 */
export type SignUpErrorCode =
  'required' | 'tooShort' | 'tooLong' | 'invalidEmail' | 'invalidPhone' | 'common' | 'taken';

export type SignUpErrors = Partial<Record<SignUpField, SignUpErrorCode>>;

/** The form's fields in the order they appear (focus goes to the first invalid one). */
export const SIGN_UP_FIELDS: readonly SignUpField[] = ['name', 'email', 'phone', 'password'];

export const SIGN_UP_NAME_MIN = 2;
export const SIGN_UP_NAME_MAX = 80;
/** Shortest password accepted (NIST SP 800-63B's minimum), with the common ones refused. */
export const PASSWORD_MIN = 8;
/** Longest password the log-in accepts; a longer one could never be used to log in. */
export const PASSWORD_MAX = 256;

function nameError(value: string): SignUpErrorCode | undefined {
  const length = value.trim().length;
  if (length === 0) return 'required';
  if (length < SIGN_UP_NAME_MIN) return 'tooShort';
  return length > SIGN_UP_NAME_MAX ? 'tooLong' : undefined;
}

function emailError(value: string): SignUpErrorCode | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX) return 'tooLong';
  return isEmail(email) ? undefined : 'invalidEmail';
}

function phoneError(value: string): SignUpErrorCode | undefined {
  if (value.trim() === '') return 'required';
  return isEthiopianPhone(value) ? undefined : 'invalidPhone';
}

/** A password is taken as typed (spaces may be part of it), but never only spaces. */
function passwordError(value: string): SignUpErrorCode | undefined {
  if (value.trim() === '') return 'required';
  if ([...value].length < PASSWORD_MIN) return 'tooShort';
  return value.length > PASSWORD_MAX ? 'tooLong' : undefined;
}

/**
 * Checks a sign-up form: a name of 2 to 80 characters, an e-mail address (≤ 254), an Ethiopian
 * mobile number, a password of 8 to 256 characters. One error code per invalid field; an empty
 * object when the form may be sent.
 */
export function validateSignUp(form: SignUpForm): SignUpErrors {
  const checks: [SignUpField, SignUpErrorCode | undefined][] = [
    ['name', nameError(form.name)],
    ['email', emailError(form.email)],
    ['phone', phoneError(form.phone)],
    ['password', passwordError(form.password)],
  ];
  return Object.fromEntries(checks.filter(([, error]) => error !== undefined));
}
