import { useLatestForRent } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { Example } from '../example';
import { ModulePage } from '../module-page';

const RATIOS = ['1 / 1', '4 / 3', '16 / 9', '21 / 9'] as const;

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
                {RATIOS.map((ratio) => (
                  <figure key={ratio}>
                    <img
                      src={image.src}
                      width={image.width}
                      height={image.height}
                      alt={image.alt}
                      loading="lazy"
                      decoding="async"
                      style={{ aspectRatio: ratio }}
                    />
                    <figcaption>{ratio.replace(' / ', ':')}</figcaption>
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
