import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  ENQUIRY_HONEYPOT_FIELD,
  parseEnquiry,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
  VIEWING_MESSAGE_MAX,
  VIEWING_NAME_MAX,
  VIEWING_NAME_MIN,
  type Enquiry,
  type EnquiryKind,
} from '@betoch/shared/domain/enquiry-rules';
import type { FieldError } from './http-errors';
import { mailLanguage, type MailLanguage } from './mail-texts';

/*
 * A `POST /api/enquiries` body read with the forms' own rules (shared/src/domain/enquiry-rules.ts),
 * each refused field described in English as the sign-up's are; and the refusals of the spam
 * checks, which are the API's own (docs/enquiries.md "Spam checks").
 */

export const HONEYPOT_ERROR: FieldError = {
  field: 'form',
  code: 'honeypot',
  description: 'This form was filled in automatically. Please type your request yourself.',
};
export const TICKET_ERROR: FieldError = {
  field: 'form',
  code: 'ticket',
  description: 'This form has expired. Please reload the page and send it again.',
};
export const TOO_FAST_ERROR: FieldError = {
  field: 'form',
  code: 'tooFast',
  description: 'Please take a few seconds to check your request, then send it again.',
};

const LABELS: Record<string, string> = {
  kind: 'kind of enquiry',
  listingId: 'property',
  name: 'name',
  phone: 'phone number',
  email: 'e-mail',
  subject: 'subject',
  message: 'message',
};

/** The English description of a refused field; the page shows its own text for the code. */
export function describeEnquiryProblem(
  kind: EnquiryKind | undefined,
  field: string,
  code: string,
): string {
  const label = LABELS[field] ?? field;
  const viewing = kind === 'viewing';
  switch (`${field} ${code}`) {
    case 'kind required':
    case 'kind invalid':
      return 'The kind of enquiry must be "viewing" or "contact".';
    case 'listingId invalid':
      return 'The property id is not valid.';
    case 'name tooShort':
      return `The name must be at least ${VIEWING_NAME_MIN} characters.`;
    case 'name tooLong':
      return `The name must be at most ${viewing ? VIEWING_NAME_MAX : CONTACT_NAME_MAX} characters.`;
    case 'phone invalidPhone':
      return viewing
        ? `The phone number must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits, as "+251 911 482 630".`
        : 'The phone must be an Ethiopian number: 09XXXXXXXX or +2519XXXXXXXX.';
    case 'email invalidEmail':
      return 'The e-mail is not a valid address.';
    case 'subject tooLong':
      return `The subject must be at most ${CONTACT_SUBJECT_MAX} characters.`;
    case 'message tooShort':
      return `The message must be at least ${CONTACT_MESSAGE_MIN} characters.`;
    case 'message tooLong':
      return `The message must be at most ${viewing ? VIEWING_MESSAGE_MAX : CONTACT_MESSAGE_MAX} characters.`;
    default:
      return code === 'required' ? `The ${label} is required.` : `The ${label} is not valid.`;
  }
}

/** What the spam checks read besides the enquiry: the ticket and the hidden field. */
export interface EnquiryEnvelope {
  enquiry: Enquiry;
  language: MailLanguage;
  /** The form's ticket; '' when none was sent. */
  ticket: string;
  /** The hidden field was filled in. */
  honeypot: boolean;
}

/** A filled-in hidden field: any text but spaces, or anything that is not text at all. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** Reads a body: the enquiry and what came with it, or one described error per refused field. */
export function readEnquiryBody(
  body: unknown,
): { ok: true; value: EnquiryEnvelope } | { ok: false; errors: FieldError[] } {
  const parsed = parseEnquiry(body);
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if ('problems' in parsed) {
    const kind = raw.kind === 'viewing' || raw.kind === 'contact' ? raw.kind : undefined;
    return {
      ok: false,
      errors: parsed.problems.map(({ field, code }) => ({
        field,
        code,
        description: describeEnquiryProblem(kind, field, code),
      })),
    };
  }
  return {
    ok: true,
    value: {
      enquiry: parsed.enquiry,
      language: mailLanguage(raw.language),
      ticket: typeof raw.ticket === 'string' ? raw.ticket : '',
      honeypot: isFilled(raw[ENQUIRY_HONEYPOT_FIELD]),
    },
  };
}
