// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
const start = () => void import('./bootstrap');
// A page that arrived rendered is painted before the take-over starts: its code (the libraries,
// the section) is fetched and run after the next frame, so the browser shows the server's HTML
// instead of holding it back for JavaScript (Lighthouse mobile, 3 interleaved pairs of runs per
// page, load average 1–2: LCP median 1877 → 1652 ms on /theme/classic, 1695 → 1615 ms on the
// listing, 2471 → 1571 ms on the property page; TBT 16–95 → 0–14 ms; docs/targets.md).
// A page drawn by the browser alone, or opened in a hidden tab, starts at once.
if (document.getElementById('root')?.firstElementChild && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
