/** What a visitor types in the "Request a viewing" form of a property page. */
export interface ViewingRequest {
  name: string;
  phone: string;
  message: string;
}

/** Why a field was refused; the page turns the code into a translated message. */
export type ViewingRequestError = 'required' | 'tooShort' | 'tooLong' | 'invalidPhone';

export type ViewingRequestErrors = Partial<Record<keyof ViewingRequest, ViewingRequestError>>;

export const VIEWING_NAME_MIN = 2;
export const VIEWING_NAME_MAX = 80;
export const VIEWING_MESSAGE_MAX = 500;
/** Digits in a phone number: 9 for a local mobile without the leading 0, up to 15 (E.164). */
export const PHONE_DIGITS_MIN = 9;
export const PHONE_DIGITS_MAX = 15;

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** True for a phone number as people write it: "+251 911 482 630", "0911-48-26-30", "(011) 551 2345". */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/**
 * Checks a viewing request: a name of 2–80 characters, a phone number, an optional message of at
 * most 500 characters. Returns one error code per invalid field (an empty object when valid).
 */
export function validateViewingRequest(request: ViewingRequest): ViewingRequestErrors {
  const errors: ViewingRequestErrors = {};
  const name = request.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length < VIEWING_NAME_MIN) errors.name = 'tooShort';
  else if (name.length > VIEWING_NAME_MAX) errors.name = 'tooLong';
  const phone = request.phone.trim();
  if (phone === '') errors.phone = 'required';
  else if (!isPhoneNumber(phone)) errors.phone = 'invalidPhone';
  if (request.message.trim().length > VIEWING_MESSAGE_MAX) errors.message = 'tooLong';
  return errors;
}
