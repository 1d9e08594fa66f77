import { SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './detail-block.css';

/** The listing's text, paragraph by paragraph (plain text: never parsed as HTML). */
export function PropertyDescription({ text }: { text: string }) {
  const { t } = useT();
  const paragraphs = text.split(/\n+/).filter((p) => p.trim() !== '');
  return (
    <section className="prp-detail-block" aria-labelledby="property-description">
      <div id="property-description">
        <SectionTitle title={t('sections.description')} />
      </div>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
