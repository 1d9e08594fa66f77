import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import { DEALS, withDeal, type DealTab } from '../listing-query/listing-query';
import type { DealCounts } from '@betoch/shared';
import type { ListingQueryState } from '../listing-query/use-listing-query';
import './deal-tabs.css';

interface Props extends Pick<ListingQueryState, 'query' | 'go'> {
  counts: DealCounts;
  /** The id of the tab panel the tabs control. */
  panelId: string;
}

/** The id of a deal's tab, for the panel's aria-labelledby. */
export function dealTabId(deal: DealTab): string {
  return `deal-tab-${deal}`;
}

/**
 * For sale / For rent / All, as an ARIA tab list (arrow keys, Home and End move between tabs).
 * The chosen tab is part of the address, so it survives a reload and Back.
 */
export function DealTabs({ counts, panelId, query, go }: Props) {
  const { t } = useT();
  const list = useRef<HTMLDivElement>(null);

  function choose(deal: DealTab) {
    if (deal !== query.deal) go(withDeal(query, deal));
    list.current?.querySelector<HTMLElement>(`#${dealTabId(deal)}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = DEALS.indexOf(query.deal);
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: DEALS.length - 1 - index,
    };
    const move = step[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = DEALS[(index + move + DEALS.length) % DEALS.length];
    if (next) choose(next);
  }

  return (
    <div
      className="lst-deal-tabs"
      role="tablist"
      aria-label={t('tabs.label')}
      ref={list}
      onKeyDown={onKeyDown}
    >
      {DEALS.map((deal) => {
        const selected = deal === query.deal;
        return (
          <button
            key={deal}
            id={dealTabId(deal)}
            type="button"
            role="tab"
            className="lst-deal-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => choose(deal)}
          >
            {t(`tabs.${deal}`)} <span className="lst-deal-tabs__count">{counts[deal]}</span>
          </button>
        );
      })}
    </div>
  );
}
