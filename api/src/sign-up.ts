import { EMAIL_MAX, normalizeEthiopianPhone } from '@betoch/shared/domain/contact-details';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGN_UP_FIELDS,
  SIGN_UP_NAME_MAX,
  SIGN_UP_NAME_MIN,
  validateSignUp,
  type SignUpErrorCode,
  type SignUpField,
  type SignUpForm,
} from '@betoch/shared/domain/sign-up-rules';
import { isCommonPassword } from './common-passwords';
import type { FieldError } from './http-errors';
import { normalizeEmail } from './users';

/** A sign-up the API may store: the e-mail normalized, the phone as +2519XXXXXXXX, the name trimmed. */
export interface SignUpRequest {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export type SignUpValidation =
  { ok: true; value: SignUpRequest } | { ok: false; errors: FieldError[] };

const DESCRIPTIONS: Record<SignUpErrorCode, (field: SignUpField) => string> = {
  required: (field) => `The ${label(field)} is required.`,
  tooShort: (field) =>
    field === 'password'
      ? `The password must be at least ${PASSWORD_MIN} characters.`
      : `The name must be at least ${SIGN_UP_NAME_MIN} characters.`,
  tooLong: (field) =>
    field === 'password'
      ? `The password must be at most ${PASSWORD_MAX} characters.`
      : field === 'name'
        ? `The name must be at most ${SIGN_UP_NAME_MAX} characters.`
        : `The e-mail must be at most ${EMAIL_MAX} characters.`,
  invalidEmail: () => 'The e-mail is not a valid address.',
  invalidPhone: () => 'The phone must be an Ethiopian mobile number: 09XXXXXXXX or +2519XXXXXXXX.',
  common: () => 'This password is one of the most common ones: choose another.',
  taken: () => 'An account with this e-mail already exists: log in instead.',
};

function label(field: SignUpField): string {
  return field === 'email' ? 'e-mail' : field;
}

/** One field's error in the API's shape: `{ field, code, description }`. */
export function signUpError(field: SignUpField, code: SignUpErrorCode): FieldError {
  return { field, code, description: DESCRIPTIONS[code](field) };
}

/**
 * Checks a sign-up body with the form's own rules (shared/src/domain/sign-up-rules.ts), then the
 * list of common passwords. A field that is not text counts as missing.
 */
export function validateSignUpBody(body: unknown): SignUpValidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      errors: [
        {
          field: 'body',
          description: 'The body must be a JSON object with name, email, phone and password.',
        },
      ],
    };
  }
  const raw = body as Record<string, unknown>;
  const text = (field: SignUpField) => (typeof raw[field] === 'string' ? raw[field] : '');
  const form: SignUpForm = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    password: text('password'),
  };
  const codes = validateSignUp(form);
  if (codes.password === undefined && isCommonPassword(form.password)) codes.password = 'common';
  const errors = SIGN_UP_FIELDS.flatMap((field) => {
    const code = codes[field];
    return code === undefined ? [] : [signUpError(field, code)];
  });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: form.name.trim().replace(/\s+/g, ' '),
      email: normalizeEmail(form.email),
      phone: normalizeEthiopianPhone(form.phone) as string,
      password: form.password,
    },
  };
}
