import type { EnquiryResult } from './enquiry-api';

/** A key of the section's `enquiry` texts and the values it takes. */
export interface EnquiryText {
  key: string;
  values?: Record<string, number>;
}

/** What a form shows when its enquiry was not sent: texts to translate, or the API's own words. */
export interface EnquiryFailureView {
  texts: EnquiryText[];
  /** Shown as is: a message the API wrote (an unexpected answer), in English. */
  message?: string;
  /** A technical line for a failure with no answer. */
  detail?: string;
}

/** The form-wide refusals a section translates (docs/enquiries.md "Spam"). */
export const FORM_REFUSALS = ['honeypot', 'ticket', 'tooFast'] as const;

const MINUTE = 60;

function waitText(seconds: number | undefined): EnquiryText {
  if (seconds === undefined) return { key: 'enquiry.later' };
  if (seconds < MINUTE) return { key: 'enquiry.inSeconds', values: { count: seconds } };
  return { key: 'enquiry.inMinutes', values: { count: Math.ceil(seconds / MINUTE) } };
}

/**
 * How a form says why its enquiry was not sent, in the keys every enquiry form has
 * (`enquiry.form.*`, `enquiry.tooMany`, `enquiry.unreachable`…): the spam checks' refusals and a
 * refusal to try now are translated; a field the server refused that the form did not is said in
 * the API's words, which name the field.
 */
export function enquiryFailure(result: Exclude<EnquiryResult, { ok: true }>): EnquiryFailureView {
  switch (result.kind) {
    case 'invalid': {
      const form = result.refusals.find(({ field }) => field === 'form');
      const code = FORM_REFUSALS.find((known) => known === form?.code);
      if (code) return { texts: [{ key: `enquiry.form.${code}` }] };
      return {
        texts: [{ key: 'enquiry.refused' }],
        message: result.refusals.map(({ description }) => description).join('\n'),
      };
    }
    case 'throttled':
      return { texts: [{ key: 'enquiry.tooMany' }, waitText(result.retryAfterSeconds)] };
    case 'refused':
      return { texts: [{ key: 'enquiry.refused' }], message: result.message };
    case 'unreachable':
      return { texts: [{ key: 'enquiry.unreachable' }], detail: result.detail };
  }
}
