/*
 * How a person's contact details are checked, wherever they are typed: the contact pages, the
 * contract, the sign-up form and the API that stores an account. One rule, so a number the form
 * accepts is never refused by the server.
 */

/** Longest e-mail address allowed by RFC 5321. */
export const EMAIL_MAX = 254;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ETHIOPIAN_MOBILE = /^(\+2519\d{8}|09\d{8})$/;
const PHONE_SEPARATORS = /[\s-]/g;

/** True for an e-mail address of the usual shape `name@domain.tld` (no spaces, a dot in the domain). */
export function isEmail(value: string): boolean {
  const text = value.trim();
  return text.length <= EMAIL_MAX && EMAIL.test(text);
}

/**
 * True for an Ethiopian mobile number, `+2519XXXXXXXX` or `09XXXXXXXX`; spaces and hyphens
 * between digits are allowed ("+251 911 482 630", "0911-48-26-30").
 */
export function isEthiopianPhone(value: string): boolean {
  return ETHIOPIAN_MOBILE.test(value.trim().replace(PHONE_SEPARATORS, ''));
}

/**
 * An Ethiopian mobile number written one way, `+2519XXXXXXXX`, so that "0911 48 26 30" and
 * "+251911482630" are stored (and compared) as the same number; undefined when it is not one.
 */
export function normalizeEthiopianPhone(value: string): string | undefined {
  if (!isEthiopianPhone(value)) return undefined;
  const digits = value.trim().replace(PHONE_SEPARATORS, '');
  return digits.startsWith('+') ? digits : `+251${digits.slice(1)}`;
}
