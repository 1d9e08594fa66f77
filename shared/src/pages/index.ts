// The vocabulary a section describes its pages with (docs/seo.md): pure, React-free.
export * from './page-head';
export * from './page-texts';
export { resolvePage } from './resolve-page';
export * from './site-data';
export * from './site-pages';
export type { Breadcrumb, JsonLd, LdContext } from './structured-data';
export { absoluteUrl, assetUrl, normalizeOrigin } from './urls';
