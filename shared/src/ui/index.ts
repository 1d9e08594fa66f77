export { SectionSkeleton } from './section-skeleton/section-skeleton';
export { NotFoundRedirect } from './not-found-redirect/not-found-redirect';
export { PageHeading } from './page-heading/page-heading';
export { renderStandalone, type StandaloneSection } from './standalone/render-standalone';
