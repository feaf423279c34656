// The add/edit form's map: click to place the pin, drag it to move it, the geofence drawn as a circle. It
// reports positions to the form, which owns the values; the fields drive the pin the other way.
import { useEffect } from 'react';
import { Circle, Marker, useMap, useMapEvents } from 'react-leaflet';
import { latLng, point, type LatLng as LeafletLatLng, type Marker as LeafletMarker } from 'leaflet';
import type { LatLng } from '../office-form.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MapFrame, prefersReducedMotion } from './map-frame.tsx';
import { CIRCLE_STYLE, PIN } from './pin-icon.ts';
import { useText } from '../../../i18n/text.ts';

/** Where a new office's circle is framed before a radius is typed. */
const FRAME_RADIUS = 100;

function PlaceOnClick({ onPick }: { onPick: (at: LeafletLatLng) => void }) {
  useMapEvents({ click: (e) => onPick(e.latlng.wrap()) });
  return null;
}

/** Frames the pin and its circle each time `frameKey` changes (values loaded or typed), not while dragging. */
function Frame({ position, radius, frameKey }: { position: LatLng | null; radius: number | null; frameKey: number }) {
  const map = useMap();
  useEffect(() => {
    if (!position || frameKey === 0) return;
    const bounds = latLng(position.lat, position.lng).toBounds((radius ?? FRAME_RADIUS) * 2);
    map.fitBounds(bounds, { padding: point(40, 40), maxZoom: 17, animate: !prefersReducedMotion() });
    // Only `frameKey` asks for a new frame; the position it frames is the latest one.
  }, [map, frameKey]);
  return null;
}

export default function LocationPickerMap({
  position,
  radius,
  frameKey,
  onPick,
}: {
  position: LatLng | null;
  /** Metres, or null when the radius field holds no valid value (no circle then). */
  radius: number | null;
  frameKey: number;
  onPick: (at: LatLng) => void;
}) {
  const t = useText();
  const pick = (at: LeafletLatLng) => onPick({ lat: at.lat, lng: at.lng });
  return (
    <MapFrame
      label={t('offices.pickerMap')}
      hint={t('offices.pickerHint')}
      center={position ? [position.lat, position.lng] : DEFAULT_CENTER}
      zoom={position ? 16 : DEFAULT_ZOOM}
      className="h-80 lg:h-[28rem]"
    >
      <PlaceOnClick onPick={pick} />
      <Frame position={position} radius={radius} frameKey={frameKey} />
      {position && radius ? (
        <Circle center={[position.lat, position.lng]} radius={radius} pathOptions={CIRCLE_STYLE} interactive={false} />
      ) : null}
      {position ? (
        <Marker
          position={[position.lat, position.lng]}
          icon={PIN}
          draggable
          autoPan
          keyboard={false}
          eventHandlers={{ dragend: (e) => pick((e.target as LeafletMarker).getLatLng().wrap()) }}
        />
      ) : null}
    </MapFrame>
  );
}
