import { useState } from 'react';
import { Link } from '@betoch/shared/router';
import { propertyUrl, useSessionStore } from '@betoch/shared';
import type { ListingDraft } from '@betoch/shared/domain/listing-draft-rules';
import { useT } from '../../i18n';
import { useAccountRequest } from '../session/use-account-request';
import { ListingForm } from './listing-form';
import { EMPTY_LISTING_FORM } from './listing-form-values';
import { MyListingsPanel } from './my-listings-panel';
import { listingsServiceUrl, publishListing, uploadTimeoutMs } from './publish-api';
import { ProblemAlert, problemOf, type Problem } from './publish-problem';
import './publish-panel.css';

/**
 * `/my-properties`'s "Publish a property": the form, opened on demand, and once the listings
 * service has stored the listing, a link to its page (docs/publishing.md); then the account's
 * published listings, to edit, withdraw or publish again.
 */
export function PublishPanel() {
  const { t } = useT();
  const token = useSessionStore((s) => s.token);
  const { send, busy } = useAccountRequest();
  const [open, setOpen] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // A new form after each listing: the last one's values are not carried into the next.
  const [formKey, setFormKey] = useState(0);
  // Each listing published here shows in the list below it at once.
  const [publishedCount, setPublishedCount] = useState(0);

  const publish = async (draft: ListingDraft, photos: File[] = []) => {
    if (!token) return;
    setProblem(null);
    const bytes = photos.reduce((sum, photo) => sum + photo.size, 0);
    const result = await send(
      (signal) => publishListing(draft, photos, token, signal),
      uploadTimeoutMs(bytes),
    );
    if (!result) return;
    if (result.ok) {
      setPublished(result.id);
      setPublishedCount((count) => count + 1);
    } else setProblem(problemOf(result));
  };

  const another = () => {
    setPublished(null);
    setFormKey((key) => key + 1);
  };

  // A site on static data alone (no listings service in config.json) has nowhere to publish to.
  if (!listingsServiceUrl()) return null;

  return (
    <>
      <section className="card acc-publish" aria-labelledby="acc-publish-title">
        <h2 id="acc-publish-title" className="acc-publish__title">
          {t('publish.title')}
        </h2>
        <p className="muted">{t('publish.intro')}</p>
        <div role="status">
          {published ? (
            <p className="acc-publish__done">
              {t('publish.published')} <Link to={propertyUrl(published)}>{t('publish.view')}</Link>
            </p>
          ) : null}
        </div>
        {published ? (
          <button type="button" className="btn" onClick={another}>
            {t('publish.another')}
          </button>
        ) : open ? (
          <ListingForm
            key={formKey}
            initial={EMPTY_LISTING_FORM}
            busy={busy}
            submitLabel={t('publish.submit')}
            onSubmit={(draft, photos) => void publish(draft, photos)}
            photoRefusals={problem?.photos}
          >
            {problem ? <ProblemAlert problem={problem} /> : null}
          </ListingForm>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
            {t('publish.open')}
          </button>
        )}
      </section>
      <MyListingsPanel refreshKey={publishedCount} />
    </>
  );
}
