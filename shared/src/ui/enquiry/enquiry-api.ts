import { getRuntimeConfig } from '@betoch/shared/singleton';
import type { EnquiryBody, EnquirySent, EnquiryTicket } from '../../domain/enquiry-rules';
import {
  handleHttpError,
  messageFromError,
  readResponseBody,
  SERVER_ERROR_MESSAGE,
} from '../../domain/error-handler';
import { retryAfterSeconds } from '../../domain/retry-after';

/*
 * The two calls a form makes to send an enquiry (docs/enquiries.md): a ticket when the visitor
 * starts on the form, then the enquiry with it. Neither throws: every answer, or its absence,
 * is a result the form can say.
 */

/** A field the API refused, with its English description (the form shows its own translation). */
export interface EnquiryRefusal {
  field: string;
  code: string;
  description: string;
}

export type EnquiryResult =
  | { ok: true; sent: EnquirySent }
  /** 400: the fields or the form (`field: 'form'`: the hidden field, the ticket, too fast). */
  | { ok: false; kind: 'invalid'; refusals: EnquiryRefusal[] }
  /** 429 or 503: not now; the API's reason, and when to try again if it said. */
  | { ok: false; kind: 'throttled'; message: string; retryAfterSeconds: number | undefined }
  /** Any other answer: the shared error handler's message (docs/rules.md#error-handler). */
  | { ok: false; kind: 'refused'; message: string }
  /** No answer (network down, CORS, timeout, abort), with the handler's technical line. */
  | { ok: false; kind: 'unreachable'; detail: string };

function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}${path}`;
}

const JSON_HEADERS = { Accept: 'application/json' } as const;

/** `GET /api/enquiries/ticket`; null when it could not be had (the send then asks again). */
export async function fetchEnquiryTicket(
  fetchImpl: typeof fetch = fetch,
): Promise<EnquiryTicket | null> {
  try {
    const response = await fetchImpl(apiUrl('/api/enquiries/ticket'), {
      headers: JSON_HEADERS,
      credentials: 'omit',
    });
    if (!response.ok) return null;
    const body = (await readResponseBody(response)) as Partial<EnquiryTicket> | null;
    return typeof body?.ticket === 'string' && typeof body.minSeconds === 'number'
      ? { ticket: body.ticket, minSeconds: body.minSeconds }
      : null;
  } catch {
    return null;
  }
}

function refusalsOf(body: unknown): EnquiryRefusal[] | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const refusals = body.filter(
    (item): item is EnquiryRefusal =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as EnquiryRefusal).field === 'string' &&
      typeof (item as EnquiryRefusal).code === 'string',
  );
  return refusals.length === body.length
    ? refusals.map(({ field, code, description }) => ({
        field,
        code,
        description: typeof description === 'string' ? description : '',
      }))
    : null;
}

/** `POST /api/enquiries` with the form, its ticket and its hidden field. */
export async function postEnquiry(
  body: EnquiryBody,
  fetchImpl: typeof fetch = fetch,
): Promise<EnquiryResult> {
  let response: Response;
  try {
    response = await fetchImpl(apiUrl('/api/enquiries'), {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch (error) {
    return { ok: false, kind: 'unreachable', detail: messageFromError(error) };
  }
  const answer = await readResponseBody(response);
  const { status } = response;
  if (response.ok) {
    const sent = answer as Partial<EnquirySent> | null;
    return typeof sent?.id === 'string' && (sent.sentTo === 'seller' || sent.sentTo === 'agency')
      ? { ok: true, sent: { id: sent.id, sentTo: sent.sentTo } }
      : { ok: false, kind: 'refused', message: SERVER_ERROR_MESSAGE };
  }
  if (status === 400) {
    const refusals = refusalsOf(answer);
    if (refusals) return { ok: false, kind: 'invalid', refusals };
  }
  const message = handleHttpError({
    status,
    statusText: response.statusText,
    headers: response.headers,
    body: answer,
  });
  if (status === 429 || status === 503) {
    const wait = retryAfterSeconds(response.headers.get('Retry-After'));
    return { ok: false, kind: 'throttled', message, retryAfterSeconds: wait };
  }
  return { ok: false, kind: 'refused', message };
}
