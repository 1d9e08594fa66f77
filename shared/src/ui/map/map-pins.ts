import type * as Leaflet from 'leaflet';
import type { GeoPoint } from '../../domain/property';
import type { LeafletModule } from './load-leaflet';

/** What a pin's popup shows: an optional title and line, and a link into the site. */
export interface MapPopup {
  title?: string;
  text?: string;
  /** A path of the site (e.g. a property's page), followed with the router, not a page load. */
  link: { to: string; label: string };
}

/** One pin on a map. */
export interface MapPin {
  point: GeoPoint;
  /** The pin's name: its tooltip and, when it has a popup, its accessible name. */
  title: string;
  /** `primary` (for sale, an office) or `accent` (for rent). */
  tone?: 'primary' | 'accent';
  /** A pin with a popup is focusable and opens it; one without is decoration. */
  popup?: MapPopup;
}

/** Several listings as one marker showing their count; pressing it zooms in on them. */
export interface MapClusterMark {
  point: GeoPoint;
  count: number;
  /** Its accessible name and tooltip in the page's language, e.g. "12 listings". */
  label: string;
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

/** The popup's content, built as elements (no HTML string ever reaches Leaflet). */
function popupContent(popup: MapPopup, navigate: (to: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'betoch-map__popup';
  if (popup.title) box.append(paragraph('betoch-map__popup-title', popup.title));
  if (popup.text) box.append(paragraph('betoch-map__popup-text', popup.text));
  const link = document.createElement('a');
  link.href = popup.link.to;
  link.textContent = popup.link.label;
  link.addEventListener('click', (event) => {
    // A new tab or window keeps the browser's own behaviour; a plain click stays in the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(popup.link.to);
  });
  box.append(link);
  return box;
}

/**
 * Puts the pins in `layer`. Pins are `divIcon`s drawn by the kit's CSS: no marker
 * image is fetched, and the pin's rotation sits on an inner element because Leaflet places the
 * icon itself with a transform.
 */
export function drawPins(
  L: LeafletModule,
  layer: Leaflet.LayerGroup,
  pins: readonly MapPin[],
  navigate: (to: string) => void,
): void {
  for (const pin of pins) {
    const shape = document.createElement('span');
    shape.className = 'betoch-map__pin';
    const icon = L.divIcon({
      className: `betoch-map__marker betoch-map__marker--${pin.tone ?? 'primary'}`,
      html: shape,
      iconSize: [28, 28],
      iconAnchor: [14, 28],
      popupAnchor: [0, -26],
    });
    const { popup } = pin;
    const point: Leaflet.LatLngTuple = [pin.point.lat, pin.point.lng];
    const marker = L.marker(point, {
      icon,
      title: pin.title,
      keyboard: Boolean(popup),
      interactive: Boolean(popup),
    });
    if (popup) marker.bindPopup(() => popupContent(popup, navigate));
    marker.addTo(layer);
    // Leaflet makes a focusable marker a role=button: give it its name for screen readers too.
    if (popup) marker.getElement()?.setAttribute('aria-label', pin.title);
  }
}

/**
 * Puts the clusters in `layer`: a round marker showing the count, focusable, named by its label,
 * that calls `zoomIn` with its point when pressed (click, or Enter on the focused marker).
 */
export function drawClusters(
  L: LeafletModule,
  layer: Leaflet.LayerGroup,
  clusters: readonly MapClusterMark[],
  zoomIn: (point: GeoPoint) => void,
): void {
  for (const cluster of clusters) {
    const count = document.createElement('span');
    count.className = 'betoch-map__cluster-count';
    count.textContent = String(cluster.count);
    const icon = L.divIcon({
      className: 'betoch-map__marker betoch-map__cluster',
      html: count,
      iconSize: [40, 40],
      iconAnchor: [20, 20],
    });
    const point: Leaflet.LatLngTuple = [cluster.point.lat, cluster.point.lng];
    const marker = L.marker(point, {
      icon,
      title: cluster.label,
      keyboard: true,
      interactive: true,
    });
    marker.on('click', () => zoomIn(cluster.point));
    marker.addTo(layer);
    marker.getElement()?.setAttribute('aria-label', cluster.label);
  }
}
