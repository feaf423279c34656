// One Leaflet map as the office pages use it: tiles from the server's settings (none by default, so it
// works offline), a plain background when there are none, a name and a description for screen readers,
// and a visible note on how to do the same with the keyboard. The map is an enhancement of the fields.
import 'leaflet/dist/leaflet.css';
import './office-map.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { AttributionControl, MapContainer, ScaleControl, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import type { LatLngExpression } from 'leaflet';
import { useMapConfig } from '../api/get-map-config.ts';
import { useText } from '../../../i18n/text.ts';

/** Phnom Penh. */
export const DEFAULT_CENTER: LatLngExpression = [11.5564, 104.9282];
export const DEFAULT_ZOOM = 12;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Names the map's container (Leaflet renders it; react-leaflet passes no ARIA props through). */
function Describe({ label, descriptionId }: { label: string; descriptionId: string }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
    el.setAttribute('aria-describedby', descriptionId);
  }, [map, label, descriptionId]);
  return null;
}

/** Leaflet measures its box once; tell it when the layout changes it (sidebar, data arriving, resizing). */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

type TileState = 'loading' | 'shown' | 'failed';

export function MapFrame({
  label,
  hint,
  center = DEFAULT_CENTER,
  zoom = DEFAULT_ZOOM,
  scrollWheelZoom = true,
  className = 'h-80',
  children,
}: {
  label: string;
  /** How to do with the keyboard what the map does with the mouse. */
  hint: string;
  center?: LatLngExpression;
  zoom?: number;
  scrollWheelZoom?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const t = useText();
  const descriptionId = useId();
  const { map: config, settled } = useMapConfig();
  const [tiles, setTiles] = useState<TileState>('loading');
  const tileNote = !settled
    ? ''
    : !config.tileUrl
      ? t('offices.noTiles')
      : tiles === 'failed'
        ? t('offices.tilesFailed')
        : '';

  return (
    <div>
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={scrollWheelZoom}
        zoomControl={false}
        attributionControl={false}
        className={`hrms-map w-full rounded-lg border border-slate-300 dark:border-slate-700 ${className}`}
      >
        <Describe label={label} descriptionId={descriptionId} />
        <FollowContainerSize />
        {config.tileUrl ? (
          <TileLayer
            key={config.tileUrl}
            url={config.tileUrl}
            attribution={escapeHtml(config.attribution)}
            maxZoom={19}
            eventHandlers={{
              tileload: () => setTiles('shown'),
              tileerror: () => setTiles((s) => (s === 'shown' ? s : 'failed')),
            }}
          />
        ) : null}
        {/* Leaflet writes these titles in English: the catalogue's instead, the control made again in a new language. */}
        <ZoomControl
          key={`zoom ${t('offices.zoomIn')}`}
          zoomInTitle={t('offices.zoomIn')}
          zoomOutTitle={t('offices.zoomOut')}
        />
        <AttributionControl
          key={`credit ${t('offices.leafletTitle')}`}
          prefix={`<a href="https://leafletjs.com" title="${escapeHtml(t('offices.leafletTitle'))}">Leaflet</a>`}
        />
        <ScaleControl imperial={false} />
        {children}
      </MapContainer>
      <p id={descriptionId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {tileNote ? `${tileNote} ` : ''}
        {hint}
      </p>
    </div>
  );
}
