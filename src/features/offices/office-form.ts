// The office form as plain data: text fields in, the API body (or field messages) out. Coordinates are
// text so a half-typed "-1" or "11." is kept as typed; the map follows whenever the text is a valid number.
import { officeBody, type OfficeBody, type OfficeItem } from '../../../contract/api/offices.ts';

export interface OfficeFormValues {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  /** Geofence radius in metres. */
  radius: string;
}

export type OfficeField = keyof OfficeFormValues;
export type OfficeFormErrors = Partial<Record<OfficeField, string>>;

/** A new office starts with a typical geofence: a building and its car park. */
export const EMPTY_OFFICE: OfficeFormValues = { name: '', address: '', latitude: '', longitude: '', radius: '100' };

/** Fields in the order they appear, for focusing the first one in error. */
export const OFFICE_FIELDS: readonly OfficeField[] = ['name', 'address', 'latitude', 'longitude', 'radius'];

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const API_FIELD: Record<OfficeField, keyof OfficeBody> = {
  name: 'name',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  radius: 'radius_m',
};

/** The form field a server validator names ('radius_m' → 'radius'). */
export function formFieldOf(apiField: string): OfficeField | undefined {
  return OFFICE_FIELDS.find((f) => API_FIELD[f] === apiField);
}

/** undefined when empty, NaN when not a plain decimal number (no "1e3", no "11,5"). */
function numberOrUndefined(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  return NUMBER.test(t) ? Number(t) : NaN;
}

/** Checks the form with the same rules (and messages) the server applies. */
export function validateOfficeForm(values: OfficeFormValues): { body: OfficeBody | null; errors: OfficeFormErrors } {
  const errors: OfficeFormErrors = {};
  const numbers = {
    latitude: numberOrUndefined(values.latitude),
    longitude: numberOrUndefined(values.longitude),
    radius_m: numberOrUndefined(values.radius),
  };
  if (Number.isNaN(numbers.latitude)) errors.latitude = 'latitude must be a number.';
  if (Number.isNaN(numbers.longitude)) errors.longitude = 'longitude must be a number.';
  if (Number.isNaN(numbers.radius_m)) errors.radius = 'radius must be a number.';
  const parsed = officeBody.safeParse({ name: values.name, address: values.address, ...numbers });
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data, errors };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}

/** Only the fields' own rule, for clearing a message as soon as the text is right. */
export function fieldError(values: OfficeFormValues, field: OfficeField): string | undefined {
  return validateOfficeForm(values).errors[field];
}

/** Six decimals is about 10 cm: finer than any geofence needs, short enough to read. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Where the pin goes: both coordinates valid, else nowhere. */
export function pinPosition(values: Pick<OfficeFormValues, 'latitude' | 'longitude'>): LatLng | null {
  const lat = numberOrUndefined(values.latitude);
  const lng = numberOrUndefined(values.longitude);
  if (lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The circle's radius in metres when the field holds a valid one, else null (no circle). */
export function circleRadius(text: string): number | null {
  const r = numberOrUndefined(text);
  return r !== undefined && !Number.isNaN(r) && Number.isInteger(r) && r >= 10 && r <= 10_000 ? r : null;
}

/** "11.5564, 104.9282" pasted or typed into the latitude field fills both coordinates. */
export function splitCoordinatePair(text: string): { latitude: string; longitude: string } | null {
  const m = /^\s*([+-]?(?:\d+\.?\d*|\.\d+))\s*[,;\s]\s*([+-]?(?:\d+\.?\d*|\.\d+))\s*$/.exec(text);
  return m ? { latitude: m[1], longitude: m[2] } : null;
}

export function toFormValues(o: OfficeItem): OfficeFormValues {
  return {
    name: o.name,
    address: o.address,
    // As stored: rounding here would move an office whose coordinates were typed more precisely.
    latitude: String(o.latitude),
    longitude: String(o.longitude),
    radius: String(o.radius_m),
  };
}
