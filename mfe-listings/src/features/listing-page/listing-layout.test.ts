import { GRID_MAP_LAYOUT, gridLayout, listLayout, tabLayout } from './listing-layout';

test('grid routes name columns and the sidebar side', () => {
  expect(gridLayout('3-grid', 'right-sidebar')).toMatchObject({
    cards: 'grid',
    columns: 3,
    sidebar: 'right',
  });
  expect(gridLayout('2-grid', 'no-sidebar')).toMatchObject({
    columns: 2,
    sidebar: 'none',
    map: false,
  });
  expect(gridLayout('9-grid', 'left-sidebar')).toBeNull();
  expect(gridLayout('2-grid', 'top-sidebar')).toBeNull();
  expect(gridLayout(undefined, 'left-sidebar')).toBeNull();
});

test('list and tab routes', () => {
  expect(listLayout('left-sidebar')).toMatchObject({ cards: 'list', sidebar: 'left' });
  expect(listLayout('listing')).toBeNull();
  expect(tabLayout('tab-full-width')).toMatchObject({ tabs: true, sidebar: 'none', columns: 3 });
  expect(tabLayout('tab-right-sidebar')).toMatchObject({ tabs: true, sidebar: 'right' });
  expect(tabLayout('tab-top')).toBeNull();
  expect(GRID_MAP_LAYOUT).toMatchObject({ map: true, cards: 'grid' });
});
