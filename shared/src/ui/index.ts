// The UI kit of Betoch: components every app renders. Styles: ./styles/tokens.css and base.css.
export { SectionSkeleton } from './section-skeleton/section-skeleton';
export { NotFoundRedirect } from './not-found-redirect/not-found-redirect';
export { PageHeading } from './page-heading/page-heading';
export { LineIcon } from './line-icon/line-icon';
export { requestHeadingFocus } from './page-heading/heading-focus';
export { SectionTitle } from './section-title/section-title';
export { Breadcrumbs, type Crumb } from './breadcrumbs/breadcrumbs';
export { EmptyState } from './empty-state/empty-state';
export { DataState } from './data-state/data-state';
export { renderStandalone, type StandaloneSection } from './standalone/render-standalone';
export { Price } from './price/price';
export { WishlistButton } from './list-buttons/wishlist-button';
export { CompareButton } from './list-buttons/compare-button';
export { AddToListButton } from './list-buttons/add-to-list-button';
export { RemoveFromListButton } from './list-buttons/remove-from-list-button';
export { PropertyCard, propertyPath } from './property-card/property-card';
export { Pagination } from './pagination/pagination';
export { AgreementLink, agreementPath } from './agreement-link/agreement-link';
