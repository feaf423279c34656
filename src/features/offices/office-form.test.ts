import { describe, expect, it } from 'vitest';
import {
  circleRadius,
  EMPTY_OFFICE,
  formatCoordinate,
  formFieldOf,
  pinPosition,
  splitCoordinatePair,
  toFormValues,
  validateOfficeForm,
  type OfficeFormValues,
} from './office-form.ts';

const valid: OfficeFormValues = {
  name: ' Riverside ',
  address: 'Sisowath Quay, Phnom Penh',
  latitude: '11.5621',
  longitude: '104.9312',
  radius: '150',
};

describe('office form', () => {
  it('turns valid text into the API body, trimmed, with numbers', () => {
    expect(validateOfficeForm(valid)).toEqual({
      body: {
        name: 'Riverside',
        address: 'Sisowath Quay, Phnom Penh',
        latitude: 11.5621,
        longitude: 104.9312,
        radius_m: 150,
      },
      errors: {},
    });
    expect(validateOfficeForm({ ...valid, latitude: '-90', longitude: '+180', radius: '10000' }).body).toMatchObject({
      latitude: -90,
      longitude: 180,
      radius_m: 10_000,
    });
  });

  it('says what is missing, in the fixed texts', () => {
    expect(validateOfficeForm({ ...EMPTY_OFFICE, radius: '' })).toEqual({
      body: null,
      errors: {
        name: 'Name is required.',
        address: 'Address is required.',
        latitude: 'Latitude is required.',
        longitude: 'Longitude is required.',
        radius: 'Radius is required.',
      },
    });
  });

  it.each([
    ['latitude', '90.0001', 'Latitude must be between -90 and 90.'],
    ['latitude', '-91', 'Latitude must be between -90 and 90.'],
    ['latitude', 'north', 'latitude must be a number.'],
    ['latitude', '11,55', 'latitude must be a number.'],
    ['longitude', '180.5', 'Longitude must be between -180 and 180.'],
    ['longitude', '1e2', 'longitude must be a number.'],
    ['radius', '9', 'Radius must be between 10 and 10,000 metres.'],
    ['radius', '10001', 'Radius must be between 10 and 10,000 metres.'],
    ['radius', '150.5', 'Radius must be a whole number of metres.'],
    ['radius', 'wide', 'radius must be a number.'],
  ] as const)('%s "%s" → %s', (field, text, message) => {
    const { body, errors } = validateOfficeForm({ ...valid, [field]: text });
    expect(body).toBeNull();
    expect(errors).toEqual({ [field]: message });
  });

  it('maps the server’s field names onto the form', () => {
    expect(formFieldOf('radius_m')).toBe('radius');
    expect(formFieldOf('latitude')).toBe('latitude');
    expect(formFieldOf('body')).toBeUndefined();
  });

  it('places the pin only for valid coordinates, and the circle only for a valid radius', () => {
    expect(pinPosition(valid)).toEqual({ lat: 11.5621, lng: 104.9312 });
    expect(pinPosition({ latitude: '11.', longitude: '104' })).toEqual({ lat: 11, lng: 104 });
    expect(pinPosition({ latitude: '-', longitude: '104' })).toBeNull();
    expect(pinPosition({ latitude: '95', longitude: '104' })).toBeNull();
    expect(pinPosition({ latitude: '', longitude: '' })).toBeNull();
    expect(circleRadius('150')).toBe(150);
    expect([circleRadius('5'), circleRadius('20000'), circleRadius('1.5'), circleRadius('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('writes map positions with six decimals and reads a pasted "lat, lng" pair', () => {
    expect(formatCoordinate(11.556437891)).toBe('11.556438');
    expect(formatCoordinate(104.9)).toBe('104.9');
    expect(splitCoordinatePair('11.5564, 104.9282')).toEqual({ latitude: '11.5564', longitude: '104.9282' });
    expect(splitCoordinatePair(' -33.8688 151.2093 ')).toEqual({ latitude: '-33.8688', longitude: '151.2093' });
    expect(splitCoordinatePair('11.5564')).toBeNull();
  });

  it('edits an office with its coordinates exactly as stored', () => {
    const o = {
      id: 1,
      name: 'Toul Kork',
      address: 'St 315',
      latitude: 11.5834567,
      longitude: 104.8987654,
      radius_m: 150,
      employee_count: 3,
      created_at: '',
    };
    expect(toFormValues(o)).toEqual({
      name: 'Toul Kork',
      address: 'St 315',
      latitude: '11.5834567',
      longitude: '104.8987654',
      radius: '150',
    });
  });
});
