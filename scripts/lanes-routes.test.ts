/**
 * The page server's lanes and the shell's route table are two packages' reading of one list of
 * mounts (docs/routes.md): a page must render in the worker of the section that draws it.
 */
import { laneFor, SHELL_LANE } from '../page-server/src/lanes';
import { sectionFor } from '../shell/src/routes';

/**
 * A page of every mount of docs/routes.md, and the log-in and sign-up pages inside content's
 * `/page/*`.
 */
const ROUTE_PATHS = [
  '/theme/classic',
  '/listing/grid-view/2-grid/left-sidebar',
  '/listing/tab-layout/tab-full-width',
  '/property/image-box',
  '/property/compare',
  '/page/blog-page/left-sidebar',
  '/page/other-pages/404',
  '/page/other-pages/log-in',
  '/page/other-pages/sign-up',
  '/modules/button',
  '/agent/agent-profile',
  '/contact/contact-2',
  '/contract/lease',
  '/contract',
  '/favorites',
  '/my-properties',
  '/components/favorites',
];

describe('the page server’s lanes and the shell’s routes', () => {
  it('sends each page to the lane of the section the shell’s route table renders it with', () => {
    for (const pathname of ROUTE_PATHS) {
      expect([pathname, laneFor(pathname)]).toEqual([
        pathname,
        sectionFor(pathname)?.remote ?? SHELL_LANE,
      ]);
    }
  });
});
