import {
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGN_UP_NAME_MAX,
  SIGN_UP_NAME_MIN,
  type SignUpErrorCode,
  type SignUpField,
} from '@betoch/shared';
import type { TextRef } from '../session/retry';

/*
 * Which translated text the sign-up page shows for an error code of the form's rules or of the
 * API's answer. The rules themselves are `validateSignUp` (@betoch/shared); only wording is here.
 */

const LIMITS: Record<SignUpField, { min?: number; max?: number }> = {
  name: { min: SIGN_UP_NAME_MIN, max: SIGN_UP_NAME_MAX },
  email: { max: EMAIL_MAX },
  phone: {},
  password: { min: PASSWORD_MIN, max: PASSWORD_MAX },
};

// Every code, so that a code the API adds later is told from a known one.
const CODES: Record<SignUpErrorCode, true> = {
  required: true,
  tooShort: true,
  tooLong: true,
  invalidEmail: true,
  invalidPhone: true,
  common: true,
  taken: true,
};

/** True for a code the sign-up page has a text for. */
export function isSignUpErrorCode(code: unknown): code is SignUpErrorCode {
  return typeof code === 'string' && Object.hasOwn(CODES, code);
}

/** True for one of the form's fields (the API also names 'body'). */
export function isSignUpField(field: unknown): field is SignUpField {
  return typeof field === 'string' && Object.hasOwn(LIMITS, field);
}

/**
 * The text of a field's error: 'required' is worded for each field, a length error names the
 * field's limit. Undefined for a length error on a field without that limit (only an API that
 * disagrees with the rules could send one): the page then shows the API's description.
 */
export function signUpErrorText(field: SignUpField, code: SignUpErrorCode): TextRef | undefined {
  if (code === 'required') return { key: `signUp.errors.required.${field}` };
  const { min, max } = LIMITS[field];
  if (code === 'tooShort') {
    return min === undefined ? undefined : { key: 'signUp.errors.tooShort', values: { min } };
  }
  if (code === 'tooLong') {
    return max === undefined ? undefined : { key: 'signUp.errors.tooLong', values: { max } };
  }
  return { key: `signUp.errors.${code}` };
}
