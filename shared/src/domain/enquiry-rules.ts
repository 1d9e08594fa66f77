import { isEmail, isEthiopianPhone } from './contact-details';

/*
 * Enquiries (docs/enquiries.md): the property page's "Request a viewing" and the contact page's
 * message. Checked by the section's form before it sends and by the API before it stores, with
 * the same rules and the same codes, so a request the form lets through is never refused by the
 * server for a field (only the spam checks, which only the server can make, are the API's own).
 */

/** Why a field of an enquiry was refused; pages turn a code into a translated message. */
export type EnquiryFieldError =
  'required' | 'invalidEmail' | 'invalidPhone' | 'tooShort' | 'tooLong';

// ---------------------------------------------------------------------------------------------
// "Request a viewing" (a property page)

/** What a visitor types in the "Request a viewing" form of a property page. */
export interface ViewingRequest {
  name: string;
  phone: string;
  message: string;
}

export type ViewingRequestErrors = Partial<Record<keyof ViewingRequest, EnquiryFieldError>>;

export const VIEWING_FIELDS: readonly (keyof ViewingRequest)[] = ['name', 'phone', 'message'];
export const VIEWING_NAME_MIN = 2;
export const VIEWING_NAME_MAX = 80;
export const VIEWING_MESSAGE_MAX = 500;
/** Digits in a phone number: 9 for a local mobile without the leading 0, up to 15 (E.164). */
export const PHONE_DIGITS_MIN = 9;
export const PHONE_DIGITS_MAX = 15;

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * True for a phone number as people write it: "+251 911 482 630", "0911-48-26-30", "(011) 551
 * 2345". Any country's: a buyer abroad gives the number they answer.
 */
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

// ---------------------------------------------------------------------------------------------
// The contact page's message

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
export type ContactErrors = Partial<Record<ContactField, EnquiryFieldError>>;

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
export function emailError(value: string): EnquiryFieldError | undefined {
  if (value.trim() === '') return 'required';
  return isEmail(value) ? undefined : 'invalidEmail';
}

function textError(value: string, min: number, max: number): EnquiryFieldError | undefined {
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

// ---------------------------------------------------------------------------------------------
// What crosses the wire (docs/enquiries.md "Endpoints")

export const ENQUIRY_KINDS = ['viewing', 'contact'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/**
 * The least time, in seconds, between the form's ticket and its sending: a person needs longer to
 * type a name and a phone number; a script that posts at once is refused.
 */
export const ENQUIRY_MIN_SECONDS = 3;
/** How long a form's ticket stays good: a visitor may leave the page open for a day. */
export const ENQUIRY_TICKET_TTL_SECONDS = 24 * 60 * 60;
/**
 * The hidden field: a person never sees or fills it (it is off screen, out of the tab order and
 * without autofill); a script that fills every field does.
 */
export const ENQUIRY_HONEYPOT_FIELD = 'website';

/** `GET /api/enquiries/ticket`: what a form asks when the visitor starts on it. */
export interface EnquiryTicket {
  ticket: string;
  /** ENQUIRY_MIN_SECONDS, as the server counts it. */
  minSeconds: number;
}

/** A listing id as the listings use them: letters, digits, `-` and `_`, at most 40. */
const LISTING_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function isListingIdShape(value: string): boolean {
  return LISTING_ID.test(value);
}

/** `POST /api/enquiries`: one of the two forms, with its ticket and hidden field. */
export type EnquiryBody = (
  ({ kind: 'viewing'; listingId: string } & ViewingRequest) | ({ kind: 'contact' } & ContactMessage)
) & {
  /** The language the visitor wrote in; the seller's e-mail says it. */
  language: string;
  ticket: string;
  [ENQUIRY_HONEYPOT_FIELD]: string;
};

/** An enquiry the server accepts, its texts trimmed. */
export type Enquiry =
  | ({ kind: 'viewing'; listingId: string } & ViewingRequest)
  | ({ kind: 'contact' } & ContactMessage);

/** A field the server refused, in the shape of the API's other 400s (docs/enquiries.md#endpoints). */
export interface EnquiryProblem {
  field: string;
  code: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads a `POST /api/enquiries` body: the enquiry its kind names, trimmed, or the problems, one
 * per field, with the form's codes (`kind` and `listingId`: `required` or `invalid`).
 */
export function parseEnquiry(body: unknown): { enquiry: Enquiry } | { problems: EnquiryProblem[] } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems = (errors: Partial<Record<string, string>>): EnquiryProblem[] =>
    Object.entries(errors).map(([field, code]) => ({ field, code: String(code) }));
  if (raw.kind === 'viewing') {
    const request: ViewingRequest = {
      name: text(raw.name),
      phone: text(raw.phone),
      message: text(raw.message),
    };
    const listingId = text(raw.listingId);
    const errors: Partial<Record<string, string>> = { ...validateViewingRequest(request) };
    if (!listingId) errors.listingId = 'required';
    else if (!isListingIdShape(listingId)) errors.listingId = 'invalid';
    const found = problems(errors);
    return found.length > 0
      ? { problems: found }
      : { enquiry: { kind: 'viewing', listingId, ...request } };
  }
  if (raw.kind === 'contact') {
    const message: ContactMessage = {
      name: text(raw.name),
      email: text(raw.email),
      phone: text(raw.phone),
      subject: text(raw.subject),
      message: text(raw.message),
    };
    const found = problems(validateContactMessage(message));
    return found.length > 0 ? { problems: found } : { enquiry: { kind: 'contact', ...message } };
  }
  return { problems: [{ field: 'kind', code: raw.kind === undefined ? 'required' : 'invalid' }] };
}

// ---------------------------------------------------------------------------------------------
// The inbox (`/my-properties`)

/** One enquiry as its recipient reads it. */
export interface InboxEnquiry {
  id: string;
  kind: EnquiryKind;
  /** The property a viewing request is about; null for a contact message. */
  listingId: string | null;
  name: string;
  phone: string;
  /** A contact message's e-mail; null for a viewing request. */
  email: string | null;
  subject: string | null;
  message: string;
  /** The language the visitor wrote in (`en`, `am`). */
  language: string;
  /** Milliseconds since 1970. */
  sentAt: number;
  read: boolean;
}

/** `GET /api/enquiries`: the newest first, and how many of all are unread. */
export interface EnquiryInbox {
  enquiries: InboxEnquiry[];
  unread: number;
  /** Pass as `before` for the next (older) page; null on the last. */
  next: string | null;
}

/** `GET /api/enquiries/unread`: the header's count. */
export interface UnreadCount {
  unread: number;
}

/** `POST /api/enquiries`'s 201: where it went, for the confirmation's "what happens next". */
export interface EnquirySent {
  id: string;
  /** `seller`: the listing's publisher; `agency`: the agency's inbox. */
  sentTo: 'seller' | 'agency';
}
