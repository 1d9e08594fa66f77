import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from '@betoch/shared/router';
import {
  propertyUrl,
  useLanguageStore,
  useSessionStore,
  type EnquiryInbox,
  type InboxEnquiry,
} from '@betoch/shared';
import { EmailLink, PhoneLink } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { fetchInbox, markEnquiry, type InboxAnswer } from './inbox-api';
import {
  ALL,
  appendPage,
  applyFilter,
  filterOf,
  filterValue,
  formatSentAt,
  listingsOf,
  markedAs,
  type InboxFilter,
} from './inbox-rules';
import { useUnreadStore } from './unread-count';
import './inbox.css';

interface Loaded {
  token: string;
  enquiries: InboxEnquiry[];
  unread: number;
  next: string | null;
}

type Problem = { message: string; unreachable: boolean } | null;

/**
 * `/my-properties`'s inbox (docs/enquiries.md "Inbox"): the viewing requests of the account's
 * listings and, for the agency's account, the contact messages, newest first, each marked read or
 * unread; one listing's at a time if the reader chooses.
 */
export function InboxPanel() {
  const { t } = useT();
  const id = useId();
  const language = useLanguageStore((s) => s.language);
  const token = useSessionStore((s) => s.token);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [filter, setFilter] = useState<InboxFilter>(ALL);
  const [busy, setBusy] = useState(false);

  const show = useCallback((next: Loaded) => {
    setLoaded(next);
    useUnreadStore.getState().set(next.token, next.unread);
  }, []);

  /** What the first page's answer shows, unless the session changed while it came. */
  const receive = useCallback(
    (asked: string, answer: InboxAnswer<EnquiryInbox>) => {
      if (useSessionStore.getState().token !== asked) return;
      if (answer.ok) {
        setProblem(null);
        show({ token: asked, ...answer.value });
      } else if (answer.kind === 'failed') setProblem(answer);
    },
    [show],
  );

  useEffect(() => {
    if (token) void fetchInbox(token).then((answer) => receive(token, answer));
  }, [receive, token]);

  const load = () => {
    if (token) void fetchInbox(token).then((answer) => receive(token, answer));
  };

  if (!token) return null;
  const current = loaded?.token === token ? loaded : null;

  const older = async () => {
    if (!current?.next) return;
    setBusy(true);
    const answer = await fetchInbox(token, current.next);
    setBusy(false);
    if (answer.ok) {
      show({
        ...current,
        enquiries: appendPage(current.enquiries, answer.value.enquiries),
        unread: answer.value.unread,
        next: answer.value.next,
      });
    } else if (answer.kind === 'failed') setProblem(answer);
  };

  const mark = async (enquiry: InboxEnquiry) => {
    if (!current) return;
    const read = !enquiry.read;
    // Shown at once; put back if the API did not take it.
    show({ ...current, ...markedAs(current.enquiries, current.unread, enquiry.id, read) });
    const answer = await markEnquiry(token, enquiry.id, read);
    if (!answer.ok && answer.kind === 'failed') {
      show(current);
      setProblem(answer);
    }
  };

  const listings = current ? listingsOf(current.enquiries) : [];
  const hasContact = current?.enquiries.some(({ kind }) => kind === 'contact') ?? false;
  const choosable = listings.length + (hasContact ? 1 : 0) > 1 || filter.kind !== 'all';
  const shown = current ? applyFilter(current.enquiries, filter) : [];

  return (
    <section id="inbox" className="card acc-inbox" aria-labelledby={`${id}-title`}>
      <div className="acc-inbox__head">
        <h2 id={`${id}-title`} className="acc-inbox__title">
          {t('inbox.title')}
        </h2>
        {current && current.unread > 0 ? (
          <span className="acc-inbox__unread">{t('inbox.unread', { count: current.unread })}</span>
        ) : null}
      </div>
      {problem ? (
        <div className="acc-inbox__problem" role="alert">
          <p>{problem.unreachable ? t('inbox.unreachable') : t('inbox.failed')}</p>
          <p className="muted">{problem.message}</p>
          <button type="button" className="btn" onClick={load}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : null}
      {current === null ? (
        problem ? null : (
          <p className="muted" role="status">
            {t('inbox.loading')}
          </p>
        )
      ) : current.enquiries.length === 0 ? (
        <p className="muted">{t('inbox.empty')}</p>
      ) : (
        <>
          {choosable ? (
            <label className="acc-inbox__filter">
              {t('inbox.show')}
              <select
                value={filterValue(filter)}
                onChange={(event) => setFilter(filterOf(event.target.value))}
              >
                <option value="all">{t('inbox.all')}</option>
                {hasContact ? <option value="contact">{t('inbox.contactMessages')}</option> : null}
                {listings.map((listing) => (
                  <option key={listing} value={filterValue({ kind: 'listing', id: listing })}>
                    {t('inbox.property', { id: listing })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <ul className="acc-inbox__list">
            {shown.map((enquiry) => (
              <li
                key={enquiry.id}
                className={`acc-inbox__item${enquiry.read ? '' : ' acc-inbox__item--unread'}`}
              >
                <article aria-label={t(`inbox.kind.${enquiry.kind}`, { name: enquiry.name })}>
                  <p className="acc-inbox__meta">
                    {enquiry.read ? null : <span className="acc-inbox__new">{t('inbox.new')}</span>}
                    <strong>{t(`inbox.kind.${enquiry.kind}`, { name: enquiry.name })}</strong>
                    {enquiry.listingId ? (
                      <Link to={propertyUrl(enquiry.listingId)}>
                        {t('inbox.property', { id: enquiry.listingId })}
                      </Link>
                    ) : null}
                    <time dateTime={new Date(enquiry.sentAt).toISOString()}>
                      {formatSentAt(enquiry.sentAt, language)}
                    </time>
                  </p>
                  <p className="acc-inbox__contact">
                    <PhoneLink phone={enquiry.phone} />
                    {enquiry.email ? <EmailLink email={enquiry.email} /> : null}
                  </p>
                  {enquiry.subject ? <p className="acc-inbox__subject">{enquiry.subject}</p> : null}
                  {enquiry.message ? <p className="acc-inbox__message">{enquiry.message}</p> : null}
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => void mark(enquiry)}
                  >
                    {enquiry.read ? t('inbox.markUnread') : t('inbox.markRead')}
                  </button>
                </article>
              </li>
            ))}
          </ul>
          {current.next ? (
            <button type="button" className="btn" disabled={busy} onClick={() => void older()}>
              {t('inbox.older')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
