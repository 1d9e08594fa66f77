import { listingTextLang, useDataLanguage, type Property } from '@betoch/shared';
import { SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './detail-block.css';

interface Props {
  listing: Pick<Property, 'description' | 'writtenIn'>;
}

/**
 * The listing's text, paragraph by paragraph (plain text: never parsed as HTML), marked with its
 * language when a seller wrote it in another than the page's: `lang` on its paragraphs, and a line
 * above them that says so in the page's language ("The seller wrote this in English.").
 */
export function PropertyDescription({ listing }: Props) {
  const { t } = useT();
  const lang = listingTextLang(listing, 'description', useDataLanguage());
  const paragraphs = listing.description.split(/\n+/).filter((p) => p.trim() !== '');
  return (
    <section className="prp-detail-block" aria-labelledby="property-description">
      <div id="property-description">
        <SectionTitle title={t('sections.description')} />
      </div>
      {lang && <p className="prp-detail-block__written-in muted">{t(`writtenIn.${lang}`)}</p>}
      {paragraphs.map((paragraph, index) => (
        <p key={index} lang={lang}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
