import { HOME_PATH, useAgency, useAgents } from '@betoch/shared';
import { Breadcrumbs, DataState, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { ContactForm } from './contact-form';
import { OfficeInfo } from './office-info';
import { OfficeMap } from './office-map';
import { OfficesList } from './offices-list';
import './contact.css';

export type ContactLayout = 1 | 2 | 3;

/**
 * The three contact pages: 1 = form beside the office card; 2 = map of the office, then the form
 * and the card; 3 = every office with its agents, then the form.
 */
export function ContactPage({ layout }: { layout: ContactLayout }) {
  const { t } = usePagesT();
  const agency = useAgency();
  const agents = useAgents();
  return (
    <div className={`container cnt-contact-page cnt-contact-page--${layout}`}>
      <Breadcrumbs
        items={[{ label: t('common.home'), to: HOME_PATH }, { label: t('contact.title') }]}
      />
      <PageHeading title={t('contact.title')} subtitle={t(`contact.subtitle${layout}`)} />
      <DataState {...agency}>
        {(office) => (
          <>
            {layout === 2 ? <OfficeMap location={office.location} name={office.name} /> : null}
            {layout === 3 ? (
              <DataState {...agents}>{(list) => <OfficesList agents={list} />}</DataState>
            ) : null}
            <div className="cnt-contact-page__grid section">
              <ContactForm recipient={office.email} />
              <OfficeInfo agency={office} />
            </div>
          </>
        )}
      </DataState>
    </div>
  );
}
