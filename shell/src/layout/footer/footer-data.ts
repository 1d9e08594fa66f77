// The footer's parts that need the data client (agency, blog, the office map), in one chunk of
// their own.
export { FooterBlog } from './footer-blog';
export { FooterContact } from './footer-contact';
export { FooterMap } from './footer-map';
