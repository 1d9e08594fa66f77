/*
 * `@betoch/shared/testing`: what the unit tests of every app use — render helpers (router, i18n,
 * toasts; a server render and the browser's take-over of it), one fake fetch `Response`, and the
 * served data files. Tests only: ESLint refuses an
 * import of this entry from application code, so no bundle ever carries it.
 */
export { initTestI18n, renderRoute, type RenderRouteOptions } from './render';
export { assetOf, fakeResponse, serveAssets, type ServeAssetsOptions } from './fake-fetch';
export { AGENTS, DATA_DIR, PROPERTIES, propertyById, readAsset, readAssetText } from './assets';
export { stubIntersectionObserver } from './browser-stubs';
export { hydrateRendered, renderOnServer, type ServerRendered } from './server-render';
export { MemoryRouter } from './router';
