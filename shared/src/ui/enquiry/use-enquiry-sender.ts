import { useCallback, useRef, useState } from 'react';
import type { Enquiry } from '../../domain/enquiry-rules';
import { useLanguageStore } from '../../stores/language-store';
import { fetchEnquiryTicket, postEnquiry, type EnquiryResult } from './enquiry-api';

/** Waited beyond the server's minimum, so that the two clocks' rounding never refuses a person. */
const TICKET_MARGIN_MS = 250;

interface HeldTicket {
  ticket: string;
  /** The sender's clock (ms) from which the server accepts it. */
  readyAt: number;
}

export interface EnquirySenderOptions {
  fetchImpl?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Why no enquiry could be tried: the ticket could not be had twice in a row. */
export const NO_TICKET_DETAIL = 'GET /api/enquiries/ticket did not answer';

/**
 * Sends a form's enquiry the way the API admits it (docs/enquiries.md "Spam"): `start` asks a
 * ticket when the visitor starts on the form (focus in it), `send` waits, if needed, until the
 * ticket is old enough, then posts the enquiry with the visitor's language and the hidden field.
 * A ticket serves one enquiry; a refused or used one is dropped and the next send asks again.
 */
export function useEnquirySender({
  fetchImpl = fetch,
  now = Date.now,
  sleep = pause,
}: EnquirySenderOptions = {}) {
  const held = useRef<HeldTicket | null>(null);
  const asking = useRef<Promise<void> | null>(null);
  const [busy, setBusy] = useState(false);

  const start = useCallback((): Promise<void> => {
    if (held.current) return Promise.resolve();
    asking.current ??= fetchEnquiryTicket(fetchImpl).then((answer) => {
      asking.current = null;
      if (answer) {
        held.current = {
          ticket: answer.ticket,
          readyAt: now() + answer.minSeconds * 1000 + TICKET_MARGIN_MS,
        };
      }
    });
    return asking.current;
  }, [fetchImpl, now]);

  const send = useCallback(
    async (enquiry: Enquiry, hiddenField: string): Promise<EnquiryResult> => {
      setBusy(true);
      try {
        await start();
        if (!held.current) await start();
        const ticket = held.current;
        if (!ticket) return { ok: false, kind: 'unreachable', detail: NO_TICKET_DETAIL };
        const wait = ticket.readyAt - now();
        if (wait > 0) await sleep(wait);
        const result = await postEnquiry(
          {
            ...enquiry,
            language: useLanguageStore.getState().language,
            ticket: ticket.ticket,
            website: hiddenField,
          },
          fetchImpl,
        );
        const ticketRefused =
          !result.ok &&
          result.kind === 'invalid' &&
          result.refusals.some(({ field, code }) => field === 'form' && code === 'ticket');
        if (result.ok || ticketRefused) held.current = null;
        return result;
      } finally {
        setBusy(false);
      }
    },
    [fetchImpl, now, sleep, start],
  );

  return { start, send, busy };
}
