/** What the visitor types in the e-mail verification form. */
export interface VerificationForm {
  code: string;
}

/** Digits in a verification code (the API's rule too: docs/accounts.md). */
export const VERIFICATION_CODE_DIGITS = 6;

/** Why the form refuses a code before sending it; the page turns the code into a text. */
export type VerificationFormError = 'required' | 'invalidCode';

export type VerificationFormErrors = Partial<Record<keyof VerificationForm, VerificationFormError>>;

const CODE_PATTERN = new RegExp(`^[0-9]{${VERIFICATION_CODE_DIGITS}}$`);

/** The code as it is sent: what was typed without its spaces (`123 456` is `123456`). */
export function normalizeVerificationCode(typed: string): string {
  return typed.replace(/\s/g, '');
}

/**
 * Checks the verification form before it is sent, as the API checks the code: once its spaces are
 * removed, present (`required`) and six digits (`invalidCode`). Whether it is the code that was
 * sent only the API can say.
 */
export function validateVerificationForm(form: VerificationForm): VerificationFormErrors {
  const code = normalizeVerificationCode(form.code);
  if (code === '') return { code: 'required' };
  if (!CODE_PATTERN.test(code)) return { code: 'invalidCode' };
  return {};
}
