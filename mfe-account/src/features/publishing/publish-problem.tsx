import type { PhotoRefusal } from '@betoch/shared/domain/photo-rules';
import type { PublishResult } from './publish-api';
import { formErrorsOf, type ListingFormField } from './listing-form-values';
import { useT } from '../../i18n';

/** What the panel says of a sending that did not publish: text keys, or the service's words. */
export interface Problem {
  keys: { key: string; values?: Record<string, number> }[];
  /** The form's controls the service refused (a rule the form does not know of). */
  fields?: ListingFormField[];
  /** The photos the service refused: the form's photo picker says what is wrong with each. */
  photos?: PhotoRefusal[];
  message?: string;
}

const HOUR = 3600;

/** When to try again, from a `Retry-After` in seconds. */
function waitOf(seconds: number | undefined): Problem['keys'][number] {
  if (seconds === undefined) return { key: 'publish.later' };
  return seconds >= HOUR
    ? { key: 'publish.inHours', values: { count: Math.ceil(seconds / HOUR) } }
    : { key: 'publish.inMinutes', values: { count: Math.max(1, Math.ceil(seconds / 60)) } };
}

export function problemOf(result: Exclude<PublishResult, { ok: true }>): Problem | null {
  switch (result.kind) {
    case 'unverified':
      return { keys: [{ key: 'publish.unverified' }] };
    case 'tooMany':
      return { keys: [{ key: 'publish.tooMany' }, waitOf(result.retryAfterSeconds)] };
    case 'busy':
      return { keys: [{ key: 'publish.busy' }, waitOf(result.retryAfterSeconds)] };
    case 'invalid': {
      const fields = Object.keys(formErrorsOf(result.errors)) as ListingFormField[];
      const photos = result.photos.length > 0 ? { photos: result.photos } : {};
      return fields.length > 0 || result.photos.length > 0
        ? {
            keys: [{ key: 'publish.refused' }],
            ...(fields.length > 0 ? { fields } : {}),
            ...photos,
          }
        : { keys: [{ key: 'publish.refused' }], message: result.message };
    }
    case 'refused':
      return { keys: [{ key: 'publish.refused' }], message: result.message };
    case 'unreachable':
      return { keys: [{ key: 'publish.unreachable' }], message: result.detail };
    case 'stale':
      return { keys: [{ key: 'publish.stale' }] };
    case 'expired':
      return null;
  }
}

/** A problem above the form that keeps what the seller typed. */
export function ProblemAlert({ problem }: { problem: Problem }) {
  const { t } = useT();
  return (
    <div className="acc-publish__problem" role="alert">
      <p>{problem.keys.map(({ key, values }) => t(key, values)).join(' ')}</p>
      {problem.fields ? (
        <p>{problem.fields.map((field) => t(`publish.fields.${field}`)).join(', ')}</p>
      ) : null}
      {problem.photos ? <p>{t('publish.photos.refused')}</p> : null}
      {problem.message ? <p className="muted">{problem.message}</p> : null}
    </div>
  );
}
