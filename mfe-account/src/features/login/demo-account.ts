/**
 * The demo account of the reference API (api/README.md). Betoch is a demo site, so the page shows
 * it openly; a production build pointing at a real backend would drop the hint.
 */
export const DEMO_ACCOUNT = Object.freeze({
  email: 'selam@betoch.et',
  password: 'Selam#2026',
});
