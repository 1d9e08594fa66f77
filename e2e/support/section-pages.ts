import type { RemoteName } from '../../shared/src/config/runtime-config';
import { HOME_PATH, LISTINGS_PATH, LOGIN_PATH } from '../../shared/src/domain/paths';

/** A public page of each remote's section, rendered on the server (a real property for property). */
export const SECTION_PAGES: Readonly<Record<RemoteName, string>> = {
  listings: LISTINGS_PATH,
  property: '/property/image-box?id=b01',
  content: HOME_PATH,
  account: LOGIN_PATH,
};
