import type { ReactNode, Ref } from 'react';
import './map.css';

export interface MapBoxProps {
  /** The map's accessible name. */
  label: string;
  /** The caller's class on the wrapper: sets `--map-block-size` (the box's height) and placement. */
  className?: string;
  /** True while the map's code is on its way. */
  busy?: boolean;
  /** The element Leaflet draws in. */
  canvasRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * A map's box, sized before Leaflet arrives: what `MapView` draws until its map is ready, and what
 * a page shows in place of a map whose code it has not fetched yet (the same markup, so nothing
 * shifts when the map takes its place, and a server-drawn box is taken over as it is).
 */
export function MapBox({ label, className, busy = false, canvasRef, children }: MapBoxProps) {
  return (
    <div className={className ? `betoch-map ${className}` : 'betoch-map'}>
      <div
        ref={canvasRef}
        className="betoch-map__canvas"
        role="region"
        aria-label={label}
        aria-busy={busy}
      />
      {children}
    </div>
  );
}
