// Clock in or out from the console (POST /attendance/clock): the browser's position, then the server decides
// whether it is inside an office's geofence and answers with the message to show.
import type { ClockAction } from '../../../../contract/attendance-codes.ts';
import { attendance } from '../../../../contract/api/routes/attendance.ts';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export const LOCATION_MESSAGES = {
  unsupported: 'This browser cannot share its location, which clocking in and out needs.',
  denied: 'Location is blocked for this site: allow it in the browser to clock in or out.',
  unavailable: 'Your location could not be found. Try again where the device can find it.',
} as const;

/** The device's position; the wait is bounded by the Geolocation API's own timeout option. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error(LOCATION_MESSAGES.unsupported));
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) =>
        reject(
          new Error(error.code === error.PERMISSION_DENIED ? LOCATION_MESSAGES.denied : LOCATION_MESSAGES.unavailable),
        ),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  });
}

export async function clock(action: ClockAction): Promise<string> {
  const { coords } = await currentPosition();
  const res = await call(attendance.clock, {
    body: {
      action,
      latitude: coords.latitude,
      longitude: coords.longitude,
      accuracy: Math.round(coords.accuracy),
      device: 'Web console',
    },
  });
  await Promise.all([revalidate(attendance.list), revalidate(dashboard.get)]);
  return res.message;
}
