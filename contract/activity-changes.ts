// What an activity-log entry changed, field by field, and what it may never show. Shared by the server (which
// strips secrets when it stores and again when it reads an entry, and lists the changes in exports) and the web
// app (the diff drawer), so both say the same thing. Plain code: no zod.

/** Keys the log never keeps or shows: passwords and their hashes, tokens, secrets. */
const SECRET_KEY = /password|secret|(^|_)token$|accesstoken|refreshtoken/i;
export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/** A bank account as the log keeps it: every digit but the last four masked. */
export const maskAccount = (account: string) => account.replace(/[0-9](?=(?:[^0-9]*[0-9]){4})/g, '*');

/** For JSON.stringify and JSON.parse: drops secret keys at any depth and masks bank accounts. */
export function withoutSecrets(key: string, value: unknown): unknown {
  if (isSecretKey(key)) return undefined;
  if (key === 'bank_account' && typeof value === 'string') return maskAccount(value);
  return value;
}

/** An employee's tax details (residency and dependants), private like pay: GET /employee/{id}/tax needs payroll
 * read, and so do they in the log. */
const TAX_KEYS: ReadonlySet<string> = new Set(['resident', 'spouse_dependant', 'children', 'dependants']);

/** Pay fields: amounts of money (every `*_cents`), bank details and tax details, shown in the log only to users
 * who may see pay (payroll read). */
export const isPayKey = (key: string) =>
  /_cents$/.test(key) || key === 'bank_name' || key === 'bank_account' || TAX_KEYS.has(key);

/** withoutSecrets, and the pay fields too: for readers without payroll read. */
export function withoutSecretsOrPay(key: string, value: unknown): unknown {
  return isPayKey(key) ? undefined : withoutSecrets(key, value);
}

/** Text that may hold a secret, an unmasked bank account (five digits or more) or, for `pay`, a pay field. */
const MAY_HOLD_SECRET = /password|secret|token|"bank_account":"(?:[^"\d]*\d){5}/i;
const MAY_HOLD_PAY = /_cents"|"bank_(?:name|account)"|"(?:resident|spouse_dependant|children|dependants)"/;

/** A stored snapshot read back without secrets (and without pay unless `seesPay`). A page of entries reads two
 * hundred of them: text that cannot hold what is stripped is parsed plainly (a reviver costs five times more). */
export function parseSnapshot(text: string, seesPay: boolean): unknown {
  const strip = MAY_HOLD_SECRET.test(text) || (!seesPay && MAY_HOLD_PAY.test(text));
  if (!strip) return JSON.parse(text);
  return JSON.parse(text, seesPay ? withoutSecrets : withoutSecretsOrPay);
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** The value differs between before and after (a created or deleted record changes every field it has). */
  changed: boolean;
}

type Snapshot = Record<string, unknown> | null | undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every field of before and after, in the record's order, changed ones marked; secrets left out. */
export function fieldChanges(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields
    .filter((field) => !isSecretKey(field))
    .map((field) => {
      const b = before?.[field];
      const a = after?.[field];
      return { field, before: b, after: a, changed: !same(b, a) };
    });
}

/** A value as one line of text: strings as they are, absent as '-', the rest as JSON. */
export function changeText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The changed fields as one line ("salary_cents: 100000 → 120000; position: Clerk → Officer"), for exports. */
export function changesLine(before: Snapshot, after: Snapshot): string {
  return fieldChanges(before, after)
    .filter((c) => c.changed)
    .map((c) => `${c.field}: ${changeText(c.before)} → ${changeText(c.after)}`)
    .join('; ');
}
