import { useId, useState, type KeyboardEvent } from 'react';
import type { Deal } from '@betoch/shared';
import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HERO_IMAGES } from '../hero/hero-images';
import { HeroSearchForm } from '../search/hero-search-form';

const DEALS: readonly Deal[] = ['sale', 'rent'];

/** Search tabs: "Buy" and "Rent" tabs, each with the search for that deal. */
export function HeroSearchTabs() {
  const { t } = useT();
  const id = useId();
  const [deal, setDeal] = useState<Deal>('sale');

  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Deal = deal === 'sale' ? 'rent' : 'sale';
    setDeal(next);
    document.getElementById(`${id}${next}`)?.focus();
  };

  return (
    <HeroFrame
      kind="search-tabs"
      title={t('hero.searchTabs.title')}
      subtitle={t('hero.searchTabs.subtitle')}
      background={HERO_IMAGES.rent}
      priority
    >
      <div className="cnt-hero-tabs">
        <div
          role="tablist"
          aria-label={t('hero.searchTabs.tabsLabel')}
          className="cnt-hero-tabs__list"
        >
          {DEALS.map((d) => (
            <button
              key={d}
              id={`${id}${d}`}
              type="button"
              role="tab"
              className="cnt-hero-tabs__tab"
              aria-selected={deal === d}
              aria-controls={`${id}panel`}
              tabIndex={deal === d ? 0 : -1}
              onClick={() => setDeal(d)}
              onKeyDown={onKeyDown}
            >
              {t(`hero.searchTabs.${d}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}panel`} aria-labelledby={`${id}${deal}`}>
          <HeroSearchForm deal={deal} label={t(`hero.searchTabs.${deal}Search`)} />
        </div>
      </div>
    </HeroFrame>
  );
}
