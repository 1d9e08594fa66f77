import { useLatestForRent } from '@betoch/shared';
import { DataImage, DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { Example } from '../example';
import { ModulePage } from '../module-page';

/** The ratios, each with the class that crops the picture to it (modules.css). */
const RATIOS = [
  { label: '1:1', className: 'cnt-ratio-grid__image--1-1' },
  { label: '4:3', className: 'cnt-ratio-grid__image--4-3' },
  { label: '16:9', className: 'cnt-ratio-grid__image--16-9' },
  { label: '21:9', className: 'cnt-ratio-grid__image--21-9' },
] as const;

/** /modules/image-ratio: one picture cropped to the ratios the site uses, with aspect-ratio. */
export function ImageRatioShowcase() {
  const { t } = useT();
  const section = useLatestForRent();
  return (
    <ModulePage slug="image-ratio">
      <Example title={t('modules.image-ratio.ratios')} code="aspect-ratio · object-fit: cover">
        <DataState {...section}>
          {(data) => {
            const image = data.properties[0]?.images[0];
            if (!image) return null;
            return (
              <div className="cnt-ratio-grid">
                {RATIOS.map(({ label, className }) => (
                  <figure key={label}>
                    <DataImage image={image} className={className} />
                    <figcaption>{label}</figcaption>
                  </figure>
                ))}
              </div>
            );
          }}
        </DataState>
      </Example>
    </ModulePage>
  );
}
