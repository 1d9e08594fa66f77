// Webpack turns these imports into URLs (asset modules) or side-effect CSS.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}

// SweetAlert2's build without injected styles (its stylesheet is loaded as a file).
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  // The types are the package's own; only the runtime build differs.
  // eslint-disable-next-line no-restricted-imports
  export { default } from 'sweetalert2';
}
