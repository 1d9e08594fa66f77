import { useEffect, useId, useRef, useState } from 'react';
import {
  VIEWING_MESSAGE_MAX,
  VIEWING_NAME_MAX,
  VIEWING_NAME_MIN,
  validateViewingRequest,
  type ViewingRequest,
} from './viewing-request';
import { FormField, SectionTitle, useValidatedForm } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './viewing-form.css';

const EMPTY: ViewingRequest = { name: '', phone: '', message: '' };
const FIELDS = ['name', 'phone', 'message'] as const;

/**
 * "Request a viewing": name, phone and an optional message, checked on submit. There is no
 * backend for it yet, so a valid request is only confirmed on the page (nothing is sent).
 */
export function ViewingForm({ propertyTitle }: { propertyTitle: string }) {
  const { t } = useT();
  const id = useId();
  const [sent, setSent] = useState(false);
  const form = useValidatedForm({
    initial: EMPTY,
    validate: validateViewingRequest,
    order: FIELDS,
    onValid: () => setSent(true),
  });
  const thanks = useRef<HTMLParagraphElement>(null);

  // The confirmation replaces the form: move focus to it so that it is read out.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const errorOf = (field: keyof ViewingRequest) => {
    const code = form.errors[field];
    if (!code) return undefined;
    return t(`viewing.errors.${field}.${code}`, {
      min: VIEWING_NAME_MIN,
      max: field === 'message' ? VIEWING_MESSAGE_MAX : VIEWING_NAME_MAX,
    });
  };

  return (
    <section className="card prp-viewing-form" aria-labelledby={`${id}-title`}>
      <div id={`${id}-title`}>
        <SectionTitle title={t('sections.viewing')} />
      </div>
      {sent ? (
        <div className="prp-viewing-form__done" role="status">
          <p className="prp-viewing-form__thanks" ref={thanks} tabIndex={-1}>
            {t('viewing.thanks', {
              name: form.values.name.trim(),
              phone: form.values.phone.trim(),
            })}
          </p>
          <p className="muted">{t('viewing.demo')}</p>
          <button type="button" className="btn" onClick={() => setSent(false)}>
            {t('viewing.edit')}
          </button>
        </div>
      ) : (
        <form {...form.formProps}>
          <p className="muted prp-viewing-form__intro">
            {t('viewing.intro', { title: propertyTitle })}
          </p>
          <FormField id={`${id}-name`} label={t('viewing.name')} error={errorOf('name')}>
            {(control) => (
              <input {...control} {...form.bind('name')} type="text" autoComplete="name" required />
            )}
          </FormField>
          <FormField
            id={`${id}-phone`}
            label={t('viewing.phone')}
            hint={t('viewing.phoneHint')}
            error={errorOf('phone')}
          >
            {(control) => (
              <input {...control} {...form.bind('phone')} type="tel" autoComplete="tel" required />
            )}
          </FormField>
          <FormField id={`${id}-message`} label={t('viewing.message')} error={errorOf('message')}>
            {(control) => <textarea {...control} {...form.bind('message')} rows={4} />}
          </FormField>
          <button type="submit" className="btn btn--primary prp-viewing-form__submit">
            {t('viewing.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
