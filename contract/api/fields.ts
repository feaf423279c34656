// Field builders whose messages follow SPEC.md section 5's style: "<field> is required.", lower case, a period.
import { z } from 'zod';

export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { message: `${field} is required.`, abort: true })
    .max(max, `${field} must be at most ${max} characters long.`);

export const optionalText = (field: string, max = 500) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} must be at most ${max} characters long.`)
    .optional();

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date YYYY-MM-DD that exists (no 30 February). */
export const dateField = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .regex(DATE, `${field} must be a date (YYYY-MM-DD).`)
    .refine((value) => isRealDate(value), `${field} must be a real date.`);

export function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const idField = (field: string) =>
  z
    .number({ error: `${field} is required.` })
    .int(`${field} must be a whole number.`)
    .positive(`${field} is required.`);

export const optionalId = (field: string) => idField(field).nullable().optional();

/** Integer cents, within what any salary could be. Rejects fractions, NaN, Infinity and -0. */
export const centsField = (field: string) =>
  z
    .number({ error: `${field} must be a number of cents.` })
    // Range before integrality: 1e308 is "too large", not "not a whole number" (zod's int is safe-integer).
    .min(0, `${field} cannot be negative.`)
    .max(1_000_000_000, `${field} is too large.`)
    .int(`${field} must be a whole number of cents.`)
    .refine((n) => !Object.is(n, -0), `${field} cannot be negative.`);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

export const listQueryId = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number.` })
    .int()
    .positive(`${field} must be a positive whole number.`)
    .max(2 ** 31 - 1);

/** A position in degrees, as offices and clock-ins give it. */
export const latitudeField = () =>
  z
    .number({ error: 'latitude is required.' })
    .min(-90, 'latitude must be between -90 and 90.')
    .max(90, 'latitude must be between -90 and 90.');
export const longitudeField = () =>
  z
    .number({ error: 'longitude is required.' })
    .min(-180, 'longitude must be between -180 and 180.')
    .max(180, 'longitude must be between -180 and 180.');
