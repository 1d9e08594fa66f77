/** Where the filter panel sits: beside the results (either side) or above them. */
export type Sidebar = 'left' | 'right' | 'none';

/** The shape of a listing page, as its address names it. */
export interface ListingLayout {
  /** The route family, which picks the page's title. */
  kind: 'grid' | 'list' | 'grid-map' | 'list-map' | 'tabs';
  cards: 'grid' | 'list';
  /** Grid columns at desktop width (phones always show one). */
  columns: 2 | 3;
  sidebar: Sidebar;
  map: boolean;
  tabs: boolean;
}

const SIDEBARS: Record<string, Sidebar> = {
  'left-sidebar': 'left',
  'right-sidebar': 'right',
  'no-sidebar': 'none',
};
const COLUMNS: Record<string, 2 | 3> = { '2-grid': 2, '3-grid': 3 };
const TAB_SIDEBARS: Record<string, Sidebar> = {
  'tab-full-width': 'none',
  'tab-left-sidebar': 'left',
  'tab-right-sidebar': 'right',
};

const BASE = { columns: 2, sidebar: 'left', map: false, tabs: false } as const;

/** `/listing/grid-view/{2-grid,3-grid}/{left,right,no}-sidebar`; null for any other segment. */
export function gridLayout(columns?: string, sidebar?: string): ListingLayout | null {
  const count = columns === undefined ? undefined : COLUMNS[columns];
  const side = sidebar === undefined ? undefined : SIDEBARS[sidebar];
  if (count === undefined || side === undefined) return null;
  return { ...BASE, kind: 'grid', cards: 'grid', columns: count, sidebar: side };
}

/** `/listing/list-view/listing/{left,right,no}-sidebar`; null for any other segment. */
export function listLayout(sidebar?: string): ListingLayout | null {
  const side = sidebar === undefined ? undefined : SIDEBARS[sidebar];
  return side === undefined ? null : { ...BASE, kind: 'list', cards: 'list', sidebar: side };
}

/** `/listing/tab-layout/{tab-full-width,tab-left-sidebar,tab-right-sidebar}`; null otherwise. */
export function tabLayout(variant?: string): ListingLayout | null {
  const side = variant === undefined ? undefined : TAB_SIDEBARS[variant];
  if (side === undefined) return null;
  // Full width has the room for three columns; beside a sidebar two read better.
  return {
    ...BASE,
    kind: 'tabs',
    cards: 'grid',
    columns: side === 'none' ? 3 : 2,
    sidebar: side,
    tabs: true,
  };
}

/** The map layouts: the map above the filtered results, in a grid or a list. */
export const GRID_MAP_LAYOUT: ListingLayout = {
  ...BASE,
  kind: 'grid-map',
  cards: 'grid',
  map: true,
};
export const LIST_MAP_LAYOUT: ListingLayout = {
  ...BASE,
  kind: 'list-map',
  cards: 'list',
  map: true,
};
