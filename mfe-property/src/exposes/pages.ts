export { PROPERTY_PAGES as default } from '../features/pages/section-pages';
