import { useNewOffers } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { Example } from '../example';
import { ModulePage } from '../module-page';

/** /modules/label: the badges that mark deals, offers and plans. */
export function LabelShowcase() {
  const { t } = useT();
  const offers = useNewOffers();
  return (
    <ModulePage slug="label">
      <Example title={t('modules.label.deals')} code=".cnt-module-label · --outline">
        <span className="cnt-module-label">{t('search.deal.sale')}</span>
        <span className="cnt-module-label cnt-module-label--outline">{t('search.deal.rent')}</span>
        <span className="cnt-module-label cnt-module-label--accent">
          {t('sections.pricing.popular')}
        </span>
      </Example>
      <Example title={t('modules.label.offers')} code=".cnt-module-label--accent (new-offer.json)">
        <DataState {...offers}>
          {(data) => (
            <>
              {[...new Set(data.offers.map((offer) => offer.label))].map((label) => (
                <span key={label} className="cnt-module-label cnt-module-label--accent">
                  {label}
                </span>
              ))}
            </>
          )}
        </DataState>
      </Example>
      <Example title={t('modules.label.square')} code=".cnt-module-label--square">
        {(['apartment', 'villa', 'condominium', 'office'] as const).map((type) => (
          <span
            key={type}
            className="cnt-module-label cnt-module-label--square cnt-module-label--outline"
          >
            {t(`search.type.${type}`)}
          </span>
        ))}
      </Example>
    </ModulePage>
  );
}
