import type { FieldError } from './http-errors';

export interface LoginRequest {
  email: string;
  password: string;
}

export type LoginValidation =
  { ok: true; value: LoginRequest } | { ok: false; errors: FieldError[] };

const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 256;
// Deliberately loose: one @, no spaces, a dot in the domain. The log-in itself is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function validateEmail(value: unknown): string | FieldError {
  if (value === undefined || value === null) {
    return { field: 'email', description: 'The e-mail is required.' };
  }
  if (typeof value !== 'string') return { field: 'email', description: 'The e-mail must be text.' };
  const email = value.trim();
  if (email === '') return { field: 'email', description: 'The e-mail is required.' };
  if (email.length > MAX_EMAIL_LENGTH) {
    return {
      field: 'email',
      description: `The e-mail must be at most ${MAX_EMAIL_LENGTH} characters.`,
    };
  }
  if (!EMAIL_PATTERN.test(email)) {
    return { field: 'email', description: 'The e-mail is not a valid address.' };
  }
  return email;
}

function validatePassword(value: unknown): string | FieldError {
  if (value === undefined || value === null || value === '') {
    return { field: 'password', description: 'The password is required.' };
  }
  if (typeof value !== 'string') {
    return { field: 'password', description: 'The password must be text.' };
  }
  if (value.length > MAX_PASSWORD_LENGTH) {
    return {
      field: 'password',
      description: `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
    };
  }
  return value;
}

/** Checks a log-in body and lists every problem, one entry per field. */
export function validateLoginBody(body: unknown): LoginValidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      errors: [
        { field: 'body', description: 'The body must be a JSON object with email and password.' },
      ],
    };
  }
  const { email, password } = body as Record<string, unknown>;
  const checkedEmail = validateEmail(email);
  const checkedPassword = validatePassword(password);
  const errors = [checkedEmail, checkedPassword].filter(
    (result): result is FieldError => typeof result !== 'string',
  );
  if (typeof checkedEmail === 'string' && typeof checkedPassword === 'string') {
    return { ok: true, value: { email: checkedEmail, password: checkedPassword } };
  }
  return { ok: false, errors };
}
