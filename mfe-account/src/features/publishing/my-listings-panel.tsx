import { LISTING_TEXT_LANGUAGES } from '@betoch/shared/domain/property';
import { shownTextLanguage } from '@betoch/shared/domain/listing-text-language';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '@betoch/shared/router';
import { formatDate, propertyUrl, useLanguageStore, useSessionStore } from '@betoch/shared';
import type { ListingDraft } from '@betoch/shared/domain/listing-draft-rules';
import { useT } from '../../i18n';
import { useAccountRequest } from '../session/use-account-request';
import { ListingForm } from './listing-form';
import { formValuesOf } from './listing-form-values';
import {
  editListing,
  fetchMyListings,
  setListingStatus,
  uploadTimeoutMs,
  type MyListing,
  type PublishResult,
} from './publish-api';
import { ProblemAlert, problemOf, type Problem } from './publish-problem';

/** A listing's title in the reader's language, else in the one it was written in. */
function titleOf(draft: ListingDraft, language: string): string {
  const written = LISTING_TEXT_LANGUAGES.filter((each) => Boolean(draft.title[each]));
  const shown = shownTextLanguage(written, language);
  return shown ? (draft.title[shown] ?? '') : '';
}

/**
 * The listings this account published from `/my-properties` (docs/publishing.md): each with its
 * status and last change, to edit, withdraw or publish again. An edit made on an older version
 * than the service holds is refused: the form then opens again on what the listing holds now.
 */
export function MyListingsPanel({ refreshKey }: { refreshKey: number }) {
  const { t } = useT();
  const language = useLanguageStore((s) => s.language);
  const token = useSessionStore((s) => s.token);
  const { send, busy } = useAccountRequest();
  const [items, setItems] = useState<MyListing[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [editing, setEditing] = useState<MyListing | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const receive = useCallback(
    (asked: string, answer: Awaited<ReturnType<typeof fetchMyListings>>) => {
      if (useSessionStore.getState().token !== asked) return;
      if (answer.ok) {
        setFailed(null);
        setItems(answer.items);
      } else setFailed(answer.message);
    },
    [],
  );
  useEffect(() => {
    if (token) void fetchMyListings(token).then((answer) => receive(token, answer));
  }, [receive, token, refreshKey]);
  const reload = () => {
    if (token) void fetchMyListings(token).then((answer) => receive(token, answer));
  };

  if (!token || (items !== null && items.length === 0 && !failed)) return null;

  /** After a write: the list again, or the problem (a 409 opens the form on the listing as it is). */
  const settle = (result: PublishResult | undefined, done: string) => {
    if (!result) return;
    if (result.ok) {
      setEditing(null);
      setProblem(null);
      setNotice(done);
      reload();
      return;
    }
    if (result.kind === 'stale') {
      // A 409's listing may not name its photos: those shown until now stay.
      const current = (item: MyListing): MyListing => ({
        ...result.current,
        ...(result.current.photos || !item.photos ? {} : { photos: item.photos }),
      });
      setEditing((open) => (open ? current(open) : result.current));
      setItems(
        (list) =>
          list?.map((item) => (item.id === result.current.id ? current(item) : item)) ?? list,
      );
    }
    setProblem(problemOf(result));
  };

  const save = async (listing: MyListing, draft: ListingDraft, photos: File[] | undefined) => {
    setNotice(null);
    const bytes = (photos ?? []).reduce((sum, photo) => sum + photo.size, 0);
    const result = await send(
      (signal) => editListing(listing.id, listing.version, draft, photos, token, signal),
      uploadTimeoutMs(bytes),
    );
    settle(result, t('mine.saved'));
  };
  const change = async (listing: MyListing, action: 'withdraw' | 'publish') => {
    setNotice(null);
    setProblem(null);
    const result = await send((signal) =>
      setListingStatus(listing.id, action, listing.version, token, signal),
    );
    settle(result, t(action === 'withdraw' ? 'mine.withdrawn' : 'mine.republished'));
  };

  return (
    <section className="card acc-publish" aria-labelledby="acc-mine-title">
      <h2 id="acc-mine-title" className="acc-publish__title">
        {t('mine.title')}
      </h2>
      <div role="status">{notice ? <p className="acc-publish__done">{notice}</p> : null}</div>
      {failed ? (
        <div role="alert">
          <p>{t('mine.failed')}</p>
          <p className="muted">{failed}</p>
          <button type="button" className="btn" onClick={reload}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : null}
      {problem && !editing ? <ProblemAlert problem={problem} /> : null}
      {items === null ? null : (
        <ul className="acc-mine">
          {items.map((listing) => (
            <li key={listing.id} className="acc-mine__item">
              <article aria-label={titleOf(listing.draft, language)}>
                <p className="acc-mine__head">
                  <strong>{titleOf(listing.draft, language)}</strong>
                  <span className={`acc-mine__status acc-mine__status--${listing.status}`}>
                    {t(`mine.status.${listing.status}`)}
                  </span>
                </p>
                <p className="muted">
                  {t('mine.updated', {
                    date: formatDate(listing.updatedAt.slice(0, 10), language),
                  })}
                </p>
                {editing?.id === listing.id ? (
                  <ListingForm
                    key={`${listing.id}-${editing.version}`}
                    initial={formValuesOf(editing.draft)}
                    editing
                    busy={busy}
                    submitLabel={t('mine.save')}
                    onSubmit={(draft, photos) => void save(editing, draft, photos)}
                    currentPhotos={editing.photos}
                    photoRefusals={problem?.photos}
                  >
                    {problem ? <ProblemAlert problem={problem} /> : null}
                  </ListingForm>
                ) : (
                  <p className="acc-mine__actions">
                    {listing.status === 'live' ? (
                      <Link to={propertyUrl(listing.id)}>{t('publish.view')}</Link>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={busy}
                      onClick={() => {
                        setProblem(null);
                        setEditing(listing);
                      }}
                    >
                      {t('mine.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={busy}
                      onClick={() =>
                        void change(listing, listing.status === 'live' ? 'withdraw' : 'publish')
                      }
                    >
                      {t(listing.status === 'live' ? 'mine.withdraw' : 'mine.publishAgain')}
                    </button>
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
