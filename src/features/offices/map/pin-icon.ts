// The map pin as an inline SVG div icon: nothing to download, themable by CSS, and no reliance on Leaflet's
// default icon, whose image path guessing breaks in bundled apps.
import { divIcon, type DivIcon } from 'leaflet';

const PIN_SVG =
  '<svg viewBox="0 0 28 40" aria-hidden="true" focusable="false"><path fill="currentColor" stroke="#fff" stroke-width="1.5" d="M14 1C6.8 1 1 6.8 1 14c0 9.8 13 25 13 25s13-15.2 13-25C27 6.8 21.2 1 14 1z"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>';

const make = (selected: boolean, size: number): DivIcon =>
  divIcon({
    className: selected ? 'hrms-pin is-selected' : 'hrms-pin',
    html: PIN_SVG,
    iconSize: [size * 0.7, size],
    iconAnchor: [(size * 0.7) / 2, size],
    tooltipAnchor: [0, -size],
  });

export const PIN = make(false, 40);
export const SELECTED_PIN = make(true, 48);

/** Geofence circles: the selected office stands out in the same colour as its pin. */
export const CIRCLE_STYLE = { color: '#1d4ed8', weight: 2, fillOpacity: 0.12 } as const;
export const SELECTED_CIRCLE_STYLE = { color: '#c2410c', weight: 3, fillOpacity: 0.18 } as const;
