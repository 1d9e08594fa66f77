// The UI kit of Betoch: components every app renders. Styles: ./styles/tokens.css and base.css.
export { SectionSkeleton } from './section-skeleton/section-skeleton';
export { fetchedPart } from './fetched-part/fetched-part';
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
export { PropertyCard } from './property-card/property-card';
export { Pagination } from './pagination/pagination';
export { AgreementLink } from './agreement-link/agreement-link';
export { EmailLink, Ltr, PhoneLink } from './ltr/ltr';
export { DataImage, type ImageLoad } from './data-image/data-image';
export { useDataModeEffects } from './data-mode/use-data-mode';
export { AgentSummary } from './agent/agent-summary';
export { MapView, type MapViewProps } from './map/map-view';
export { MapBox, type MapBoxProps } from './map/map-box';
export type { MapClusterMark, MapPin, MapPopup } from './map/map-pins';
export { clusterMarks } from './map/cluster-marks';
export { FormField, type FieldControlProps } from './form/form-field';
export { useValidatedForm, type FormErrors, type FormValues } from './form/use-validated-form';
export { nativeGetAddress } from './form/native-get-address';
export { HoneypotField } from './enquiry/honeypot-field';
export { useEnquirySender, NO_TICKET_DETAIL } from './enquiry/use-enquiry-sender';
export type { EnquiryRefusal, EnquiryResult } from './enquiry/enquiry-api';
export {
  enquiryFailure,
  type EnquiryFailureView,
  type EnquiryText,
} from './enquiry/enquiry-failure';
export { EnquiryAlert } from './enquiry/enquiry-alert';
