/**
 * The router of the unit tests: a `MemoryRouter` at the URL a test gives. The page's router binding
 * (`@betoch/shared/router`, in the singleton contract) carries only the names application code
 * uses, so tests take React Router's own — the same module, hence the same contexts the binding's
 * hooks read.
 */
// eslint-disable-next-line no-restricted-imports -- tests only: no bundle carries this entry.
export { MemoryRouter } from 'react-router-dom';
