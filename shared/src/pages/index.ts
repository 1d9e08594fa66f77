// The vocabulary a section describes its pages with (docs/seo.md): pure, React-free.
export * from './page-texts';
export * from './site-data';
export * from './site-pages';
