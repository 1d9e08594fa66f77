// The footer's parts that need the data client (agency, blog), in one chunk of their own.
export { FooterBlog } from './footer-blog';
export { FooterContact } from './footer-contact';
export { loadAgency } from '@betoch/shared';
