// Field builders. Their messages read "<Field> is required." (a sentence with a period) and name a
// field by its label, as the form does ("First name is required."), from contract/field-labels.ts.
import { z } from 'zod';
import { isRealDate } from '../dates.ts';
import { fieldLabel } from '../field-labels.ts';

export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: `${fieldLabel(field)} is required.` })
    .trim()
    .min(1, { message: `${fieldLabel(field)} is required.`, abort: true })
    .max(max, `${fieldLabel(field)} must be at most ${max} characters long.`);

export const optionalText = (field: string, max = 500) =>
  z
    .string({ error: `${fieldLabel(field)} must be text.` })
    .trim()
    .max(max, `${fieldLabel(field)} must be at most ${max} characters long.`)
    .optional();

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The years a business date, month or year may name. Anything outside is a typo or an attack: a month of year 0
 * once settled every day since then, and year 9999 held the server for minutes, so they stop here, before any
 * service sees them. Every date, month and year a route accepts is one of the fields below.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

export interface DateRange {
  min: string;
  max: string;
}
export const BUSINESS_DATES: DateRange = { min: `${FIRST_YEAR}-01-01`, max: `${LAST_YEAR}-12-31` };

/** A calendar date YYYY-MM-DD that exists (no 30 February), within `range` (business dates unless told). */
export const dateField = (field: string, range: DateRange = BUSINESS_DATES) =>
  z
    .string({ error: `${fieldLabel(field)} is required.` })
    .regex(DATE, `${fieldLabel(field)} must be a date (YYYY-MM-DD).`)
    .refine((value) => isRealDate(value), `${fieldLabel(field)} must be a real date.`)
    .refine(
      (value) => !isRealDate(value) || (value >= range.min && value <= range.max),
      `${fieldLabel(field)} must be between ${range.min} and ${range.max}.`,
    )
    // The document states the range (an extension keyword: JSON Schema has none for dates), so
    // tests/api/input-ranges.test.ts finds every date field and tries its edges.
    .meta({ format: 'date', 'x-minimum': range.min, 'x-maximum': range.max });

const FIRST_MONTH = `${FIRST_YEAR}-01`;
const LAST_MONTH = `${LAST_YEAR}-12`;

/** A month YYYY-MM of the business years (an attendance period or a pay month). */
export const monthField = (field = 'month') =>
  z
    .string({ error: `${fieldLabel(field)} is required.` })
    .regex(MONTH_PATTERN, `${fieldLabel(field)} must be a month (YYYY-MM).`)
    .refine(
      (value) => !MONTH_PATTERN.test(value) || (value >= FIRST_MONTH && value <= LAST_MONTH),
      `${fieldLabel(field)} must be between ${FIRST_MONTH} and ${LAST_MONTH}.`,
    )
    .meta({ format: 'year-month', 'x-minimum': FIRST_MONTH, 'x-maximum': LAST_MONTH });

const yearRange = (year: z.ZodNumber, field: string) =>
  year
    .int(`${fieldLabel(field)} must be a whole number.`)
    .min(FIRST_YEAR, `${fieldLabel(field)} must be between ${FIRST_YEAR} and ${LAST_YEAR}.`)
    .max(LAST_YEAR, `${fieldLabel(field)} must be between ${FIRST_YEAR} and ${LAST_YEAR}.`);

/** A business year in a body (a number). */
export const yearField = (field = 'year') => yearRange(z.number({ error: `${fieldLabel(field)} is required.` }), field);

/** A business year in a query string (digits). */
export const yearQuery = (field = 'year') =>
  yearRange(z.coerce.number({ error: `${fieldLabel(field)} must be a number.` }), field);

export const idField = (field: string) =>
  z
    .number({ error: `${fieldLabel(field)} is required.` })
    .int(`${fieldLabel(field)} must be a whole number.`)
    .positive(`${fieldLabel(field)} is required.`);

export const optionalId = (field: string) => idField(field).nullable().optional();

/** Integer cents, within what any salary could be. Rejects fractions, NaN, Infinity and -0. */
export const centsField = (field: string) =>
  z
    .number({ error: `${fieldLabel(field)} must be a number of cents.` })
    // Range before integrality: 1e308 is "too large", not "not a whole number" (zod's int is safe-integer).
    .min(0, `${fieldLabel(field)} cannot be negative.`)
    .max(1_000_000_000, `${fieldLabel(field)} is too large.`)
    .int(`${fieldLabel(field)} must be a whole number of cents.`)
    .refine((n) => !Object.is(n, -0), `${fieldLabel(field)} cannot be negative.`);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/**
 * A record id as a path or query spells it: plain decimal digits. Number() alone reads "0x10" as 16, "1e1" as 10
 * and " 7" as 7, so one record answered to many spellings; anything but digits is refused like any non-number.
 */
export const decimalId = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && !/^[1-9][0-9]*$/.test(value) ? Number.NaN : value),
    z.coerce
      .number({ error: `${fieldLabel(field)} must be a positive whole number.` })
      .int(`${fieldLabel(field)} must be a positive whole number.`)
      .positive(`${fieldLabel(field)} must be a positive whole number.`)
      .max(2 ** 31 - 1, `${fieldLabel(field)} must be a positive whole number.`),
  );

/** A record id as a list filter (`?department_id=4`). */
export const listQueryId = decimalId;

/** A position in degrees, as offices and clock-ins give it. */
export const latitudeField = () =>
  z
    .number({ error: `${fieldLabel('latitude')} is required.` })
    .min(-90, `${fieldLabel('latitude')} must be between -90 and 90.`)
    .max(90, `${fieldLabel('latitude')} must be between -90 and 90.`);
export const longitudeField = () =>
  z
    .number({ error: `${fieldLabel('longitude')} is required.` })
    .min(-180, `${fieldLabel('longitude')} must be between -180 and 180.`)
    .max(180, `${fieldLabel('longitude')} must be between -180 and 180.`);
