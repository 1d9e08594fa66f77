import {
  HOME_PATH,
  formatDate,
  useLanguageStore,
  type AsyncData,
  type LegalDocument,
} from '@betoch/shared';
import { Breadcrumbs, DataState, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { TocLink } from './toc-link';
import './legal.css';

interface Props {
  /** The document's data hook (terms and conditions or privacy policy). */
  useDocument: () => AsyncData<LegalDocument>;
  /** The page's title key, shown while the file loads and in the trail. */
  titleKey: string;
}

/** A legal document: title, date, intro, a table of contents, then its numbered sections. */
export function LegalPage({ useDocument, titleKey }: Props) {
  const { t } = usePagesT();
  const language = useLanguageStore((s) => s.language);
  const doc = useDocument();
  const title = doc.data?.title ?? t(titleKey);
  return (
    <div className="container cnt-legal-page">
      <Breadcrumbs items={[{ label: t('common.home'), to: HOME_PATH }, { label: title }]} />
      <PageHeading
        title={title}
        subtitle={
          doc.data
            ? t('legal.updated', { date: formatDate(doc.data.updated, language) })
            : undefined
        }
      />
      <DataState {...doc}>
        {(data) => (
          <div className="cnt-legal">
            <nav className="cnt-legal__toc card" aria-labelledby="legal-toc">
              <h2 id="legal-toc" className="cnt-legal__toc-title">
                {t('legal.contents')}
              </h2>
              <ol>
                {data.sections.map((section) => (
                  <li key={section.id}>
                    <TocLink target={section.id}>{section.heading}</TocLink>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="cnt-legal__text">
              <p className="cnt-legal__intro">{data.intro}</p>
              {data.sections.map((section, index) => (
                <section key={section.id} className="cnt-legal__section">
                  <h2 id={section.id} tabIndex={-1}>
                    {index + 1}. {section.heading}
                  </h2>
                  {section.paragraphs.map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </section>
              ))}
            </div>
          </div>
        )}
      </DataState>
    </div>
  );
}
