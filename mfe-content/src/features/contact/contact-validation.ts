import { isEmail, isEthiopianPhone, mailtoHref } from '@betoch/shared';

/*
 * Form rules of the contact pages and the "notify me" forms (the old site had none; its forms are
 * checked before sending). Each check returns an error code; pages turn codes into translated text.
 */

/** Why a form field was refused. */
export type FieldErrorCode = 'required' | 'invalidEmail' | 'invalidPhone' | 'tooShort' | 'tooLong';

/** What a visitor types in a contact form. */
export interface ContactMessage {
  name: string;
  email: string;
  /** Optional; an Ethiopian number when given. */
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, FieldErrorCode>>;

/** The contact form's fields in the order they appear (focus goes to the first invalid one). */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
];
export const CONTACT_NAME_MAX = 80;
export const CONTACT_SUBJECT_MAX = 120;
/** Shortest message accepted: enough for a question an agent can answer. */
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 2000;

/** The error of a required e-mail field, if any. */
export function emailError(value: string): FieldErrorCode | undefined {
  if (value.trim() === '') return 'required';
  return isEmail(value) ? undefined : 'invalidEmail';
}

function textError(value: string, min: number, max: number): FieldErrorCode | undefined {
  const length = value.trim().length;
  if (length === 0) return 'required';
  if (length < min) return 'tooShort';
  return length > max ? 'tooLong' : undefined;
}

/**
 * Checks a contact message: name required (≤ 80), e-mail required and well formed, phone optional
 * but Ethiopian when given, subject required (≤ 120), message of 20 to 2000 characters.
 * Returns one error code per invalid field (an empty object when valid).
 */
export function validateContactMessage(form: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const name = textError(form.name, 1, CONTACT_NAME_MAX);
  if (name) errors.name = name;
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (form.phone.trim() !== '' && !isEthiopianPhone(form.phone)) errors.phone = 'invalidPhone';
  const subject = textError(form.subject, 1, CONTACT_SUBJECT_MAX);
  if (subject) errors.subject = subject;
  const message = textError(form.message, CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX);
  if (message) errors.message = message;
  return errors;
}

/** The first field of `order` that has an error, or undefined when there is none. */
export function firstInvalidField<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * A `mailto:` address that opens the visitor's mail app with the message filled in, or null when
 * the recipient (from the data) is not a single plain address.
 */
export function contactMailto(to: string, form: ContactMessage): string | null {
  const lines = [form.message.trim(), '', form.name.trim(), form.email.trim(), form.phone.trim()];
  const body = lines.filter((line, i) => i < 2 || line !== '').join('\n');
  return mailtoHref(to, { subject: form.subject.trim(), body });
}
