// Every office of the list on one map: a pin and its geofence circle each. The selected office (the row
// with focus) is drawn in another colour, named, and brought into view.
import { Fragment, useEffect } from 'react';
import { Circle, Marker, Tooltip, useMap } from 'react-leaflet';
import { latLng, point, type LatLngBounds } from 'leaflet';
import type { OfficeItem } from '../../../../contract/api/offices.ts';
import { MapFrame, prefersReducedMotion } from './map-frame.tsx';
import { CIRCLE_STYLE, PIN, SELECTED_CIRCLE_STYLE, SELECTED_PIN } from './pin-icon.ts';
import { useText } from '../../../i18n/text.ts';

type Placed = Pick<OfficeItem, 'id' | 'name' | 'latitude' | 'longitude' | 'radius_m'>;

const PADDING = point(32, 32);
const fence = (o: Placed): LatLngBounds => latLng(o.latitude, o.longitude).toBounds(o.radius_m * 2);

/** Fits all offices when the set (or a position) changes, not on every render. */
function FitAll({ offices }: { offices: readonly Placed[] }) {
  const map = useMap();
  const key = offices.map((o) => `${o.id}:${o.latitude}:${o.longitude}:${o.radius_m}`).join('|');
  useEffect(() => {
    if (!offices.length) return;
    const bounds = offices.slice(1).reduce((b, o) => b.extend(fence(o)), fence(offices[0]));
    map.fitBounds(bounds, { padding: PADDING, maxZoom: 16, animate: false });
    // `key` stands for `offices`: a new array with the same offices must not move the map.
  }, [map, key]);
  return null;
}

/** Centres the selected office, zooming out only as far as its circle needs. */
function CentreOn({ office }: { office: Placed | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (!office) return;
    const zoom = Math.min(map.getZoom(), map.getBoundsZoom(fence(office), false, PADDING));
    map.setView([office.latitude, office.longitude], zoom, { animate: !prefersReducedMotion() });
    // Re-centre when another office is selected or this one moves, not when the map is panned by hand.
  }, [map, office?.id, office?.latitude, office?.longitude, office?.radius_m]);
  return null;
}

export default function OfficesMap({
  offices,
  selectedId,
  onSelect,
}: {
  offices: readonly Placed[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const t = useText();
  const selected = offices.find((o) => o.id === selectedId);
  return (
    <MapFrame
      label={t('offices.listMap')}
      hint={t('offices.listHint')}
      scrollWheelZoom={false}
      className="h-80 xl:h-[min(60vh,560px)]"
    >
      <FitAll offices={offices} />
      <CentreOn office={selected} />
      {offices.map((o) => {
        const isSelected = o.id === selectedId;
        return (
          <Fragment key={o.id}>
            <Circle
              center={[o.latitude, o.longitude]}
              radius={o.radius_m}
              pathOptions={isSelected ? SELECTED_CIRCLE_STYLE : CIRCLE_STYLE}
              interactive={false}
            />
            <Marker
              position={[o.latitude, o.longitude]}
              icon={isSelected ? SELECTED_PIN : PIN}
              keyboard={false}
              zIndexOffset={isSelected ? 1000 : 0}
              eventHandlers={{ click: () => onSelect(o.id) }}
            >
              {/* Remounted to switch between "on hover" and "always shown". */}
              <Tooltip key={isSelected ? 'shown' : 'hover'} direction="top" permanent={isSelected}>
                {o.name}
              </Tooltip>
            </Marker>
          </Fragment>
        );
      })}
    </MapFrame>
  );
}
