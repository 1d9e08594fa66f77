import { sectionFor } from '../../shell/src/routes';
import { ALL_LANES, laneFor, SHELL_LANE } from './lanes';

/** A page of every mount of docs/routes.md, and the log-in page inside content's `/page/*`. */
const ROUTE_PATHS = [
  '/theme/classic',
  '/listing/grid-view/2-grid/left-sidebar',
  '/listing/tab-layout/tab-full-width',
  '/property/image-box',
  '/property/compare',
  '/page/blog-page/left-sidebar',
  '/page/other-pages/404',
  '/page/other-pages/log-in',
  '/modules/button',
  '/agent/agent-profile',
  '/contact/contact-2',
  '/contract/lease',
  '/contract',
  '/favorites',
  '/my-properties',
  '/components/favorites',
];

describe('laneFor', () => {
  it('sends each page to the lane of the section the shell’s route table renders it with', () => {
    for (const pathname of ROUTE_PATHS) {
      expect([pathname, laneFor(pathname)]).toEqual([
        pathname,
        sectionFor(pathname)?.remote ?? SHELL_LANE,
      ]);
    }
  });

  it('sends paths no section renders to the shell’s lane', () => {
    expect(laneFor('/')).toBe(SHELL_LANE);
    expect(laneFor('/nowhere/at/all')).toBe(SHELL_LANE);
    expect(laneFor('/listingx')).toBe(SHELL_LANE);
  });

  it('has one lane per section and the shell’s', () => {
    expect([...ALL_LANES].sort()).toEqual(['account', 'content', 'listings', 'property', 'shell']);
  });
});
