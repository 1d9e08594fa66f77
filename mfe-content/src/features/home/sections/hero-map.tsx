import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { PropertyMap } from '../hero/property-map';
import { HeroSearchForm } from '../search/hero-search-form';

interface Props {
  /** `vertical`: the search in a column beside the map; `horizontal`: a search bar under it. */
  orientation: 'vertical' | 'horizontal';
}

/** Map search: the listings in the map's view, with the search form beside or below it. */
export function HeroMap({ orientation }: Props) {
  const { t } = useT();
  const map = (
    <div className="cnt-hero-map__map">
      <PropertyMap />
    </div>
  );
  if (orientation === 'vertical') {
    return (
      <HeroFrame
        kind="map-vertical"
        title={t('hero.mapVertical.title')}
        subtitle={t('hero.mapVertical.subtitle')}
        aside={map}
      >
        <HeroSearchForm layout="column" />
      </HeroFrame>
    );
  }
  return (
    <HeroFrame
      kind="map-horizontal"
      title={t('hero.mapHorizontal.title')}
      subtitle={t('hero.mapHorizontal.subtitle')}
    >
      {map}
      <HeroSearchForm />
    </HeroFrame>
  );
}
