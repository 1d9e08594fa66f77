import {
  expireSession,
  getRuntimeConfig,
  handleHttpError,
  messageFromError,
  readResponseBody,
  type EnquiryInbox,
  type InboxEnquiry,
  type UnreadCount,
} from '@betoch/shared';

/*
 * The account's enquiries (docs/enquiries.md "Endpoints"): the inbox's pages, the header's unread
 * count, marking one read. Never throws; a token the API refuses ends the session, as the session
 * check does anywhere else.
 */

export type InboxAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'expired' }
  /** The handler's message, or for no answer at all the technical line. */
  | { ok: false; kind: 'failed'; message: string; unreachable: boolean };

async function callApi(
  path: string,
  token: string,
  init: RequestInit,
  fetchImpl: typeof fetch | undefined,
): Promise<InboxAnswer<unknown>> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  let response: Response;
  try {
    // Read here, inside the try: a page (or test) without fetch is a failed request, not a throw.
    response = await (fetchImpl ?? fetch)(`${base}${path}`, {
      ...init,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
      credentials: 'omit',
    });
  } catch (error) {
    return { ok: false, kind: 'failed', message: messageFromError(error), unreachable: true };
  }
  const body = await readResponseBody(response);
  if (response.status === 401) {
    expireSession(token);
    return { ok: false, kind: 'expired' };
  }
  if (response.ok) return { ok: true, value: body };
  const message = handleHttpError({
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body,
  });
  return { ok: false, kind: 'failed', message, unreachable: false };
}

function isEnquiry(value: unknown): value is InboxEnquiry {
  const item = value as Partial<InboxEnquiry> | null;
  return (
    typeof item?.id === 'string' &&
    (item.kind === 'viewing' || item.kind === 'contact') &&
    typeof item.name === 'string' &&
    typeof item.phone === 'string' &&
    typeof item.message === 'string' &&
    typeof item.sentAt === 'number' &&
    typeof item.read === 'boolean'
  );
}

/** What the inbox shows of an answer it cannot read: the error handler's own words. */
const UNREADABLE: InboxAnswer<never> = {
  ok: false,
  kind: 'failed',
  message: 'Server error',
  unreachable: false,
};

/** `GET /api/enquiries[?before=]`: a page of the inbox, newest first. */
export async function fetchInbox(
  token: string,
  before: string | null = null,
  fetchImpl?: typeof fetch,
): Promise<InboxAnswer<EnquiryInbox>> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  const answer = await callApi(`/api/enquiries${query}`, token, {}, fetchImpl);
  if (!answer.ok) return answer;
  const page = answer.value as Partial<EnquiryInbox> | null;
  if (!Array.isArray(page?.enquiries) || typeof page.unread !== 'number') return UNREADABLE;
  return {
    ok: true,
    value: {
      enquiries: page.enquiries.filter(isEnquiry),
      unread: page.unread,
      next: typeof page.next === 'string' ? page.next : null,
    },
  };
}

/** `GET /api/enquiries/unread`: the header's count. */
export async function fetchUnread(
  token: string,
  fetchImpl?: typeof fetch,
): Promise<InboxAnswer<number>> {
  const answer = await callApi('/api/enquiries/unread', token, {}, fetchImpl);
  if (!answer.ok) return answer;
  const { unread } = (answer.value ?? {}) as Partial<UnreadCount>;
  return typeof unread === 'number' ? { ok: true, value: unread } : UNREADABLE;
}

/** `POST /api/enquiries/{id}/read {read}`. */
export async function markEnquiry(
  token: string,
  id: string,
  read: boolean,
  fetchImpl?: typeof fetch,
): Promise<InboxAnswer<null>> {
  const answer = await callApi(
    `/api/enquiries/${encodeURIComponent(id)}/read`,
    token,
    { method: 'POST', body: JSON.stringify({ read }) },
    fetchImpl,
  );
  return answer.ok ? { ok: true, value: null } : answer;
}
