import { HOME_PATH, LISTINGS_PATH } from '@betoch/shared';
import { Breadcrumbs } from '@betoch/shared/ui';
import { useT } from '../../i18n';

/** Home / Listings / the current page. */
export function PropertyBreadcrumbs({ current }: { current: string }) {
  const { t } = useT();
  return (
    <Breadcrumbs
      items={[
        { label: t('breadcrumbs.home'), to: HOME_PATH },
        { label: t('breadcrumbs.listings'), to: LISTINGS_PATH },
        { label: current },
      ]}
    />
  );
}
