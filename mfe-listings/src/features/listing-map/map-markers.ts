import type * as Leaflet from 'leaflet';
import { propertyPath } from '@betoch/shared/ui';
import { dealOf, type Property } from '@betoch/shared';

type LeafletModule = typeof Leaflet;

export interface MarkerTexts {
  details: string;
  /** The price as shown on the cards, e.g. "$620,000". */
  priceOf: (property: Property) => string;
}

/** The popup of a marker: title, price and a link to the details, built without any HTML string. */
function popupContent(
  property: Property,
  texts: MarkerTexts,
  navigate: (path: string) => void,
): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-popup';
  const title = document.createElement('p');
  title.className = 'map-popup__title';
  title.textContent = property.title;
  const price = document.createElement('p');
  price.className = 'map-popup__price';
  price.textContent = texts.priceOf(property);
  const link = document.createElement('a');
  link.href = propertyPath(property.id);
  link.textContent = texts.details;
  // A client-side navigation, like every other link of the site (no full page load).
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(propertyPath(property.id));
  });
  box.append(title, price, link);
  return box;
}

/**
 * Puts one marker per located property in `layer` (emptied first) and returns their bounds.
 * Markers are `divIcon`s styled in CSS: no marker image is fetched.
 */
export function drawMarkers(
  L: LeafletModule,
  layer: Leaflet.LayerGroup,
  properties: readonly Property[],
  texts: MarkerTexts,
  navigate: (path: string) => void,
): Leaflet.LatLngBounds | null {
  layer.clearLayers();
  const points: Leaflet.LatLngTuple[] = [];
  for (const property of properties) {
    const { lat, lng } = property.location ?? {};
    if (typeof lat !== 'number' || typeof lng !== 'number') continue;
    const pin = document.createElement('span');
    pin.className = 'map-marker__pin';
    const icon = L.divIcon({
      className: `map-marker map-marker--${dealOf(property.id)}`,
      html: pin,
      iconSize: [28, 28],
      iconAnchor: [14, 28],
      popupAnchor: [0, -26],
    });
    const marker = L.marker([lat, lng], { icon, title: property.title, keyboard: true });
    marker.bindPopup(() => popupContent(property, texts, navigate));
    marker.addTo(layer);
    // The icon is a focusable role=button: give it its name for screen readers too.
    marker.getElement()?.setAttribute('aria-label', property.title);
    points.push([lat, lng]);
  }
  return points.length > 0 ? L.latLngBounds(points) : null;
}
