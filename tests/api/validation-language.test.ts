// zod's own messages (a wrong type, a missing value) in the caller's language, parse by parse: a Khmer caller reads
// them in Khmer, any other the English zod has always written, and the contract's own texts are untouched by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';

const KM = { 'accept-language': 'km' };

describe.each(DIALECTS)('validation messages by language on %s', (dialect) => {
  let t: TestApp;
  let hr: { token: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser([p('department', 'create'), p('payroll', 'read'), p('payroll', 'update')]);
  });
  afterAll(() => t?.close());

  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.call('POST', `${BASE}/${path}`, { token: hr.token, body, headers });
  const validators = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await send(path, body, headers);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().validators;
  };

  it('answers a body of the wrong shape in Khmer for a Khmer caller, in English otherwise', async () => {
    expect(await validators('department', [1])).toEqual([
      { field: 'body', message: 'Invalid input: expected object, received array' },
    ]);
    expect(await validators('department', [1], KM)).toEqual([{ field: 'body', message: 'តម្លៃត្រូវតែជាវត្ថុ JSON។' }]);
  });

  it("words a payroll rule's value, which leaves its messages to zod, in the caller's language", async () => {
    const whatIf = (value: unknown, headers: Record<string, string> = {}) =>
      validators('payroll/rules/what-if', { month: '2027-10', key: 'nssf_health', value }, headers);
    const wrong = { employer_bp: 'ten', floor_riel: 400_000 };
    expect(await whatIf(wrong)).toEqual([
      { field: 'value.employer_bp', message: 'Invalid input: expected number, received string' },
      { field: 'value.cap_riel', message: 'Invalid input: expected number, received undefined' },
    ]);
    expect(await whatIf(wrong, KM)).toEqual([
      { field: 'value.employer_bp', message: 'តម្លៃត្រូវតែជាលេខ។' },
      { field: 'value.cap_riel', message: 'ត្រូវបញ្ចូលតម្លៃនេះ។' },
    ]);
    expect(await whatIf({ employer_bp: 10_001, floor_riel: -1, cap_riel: 1 }, KM)).toEqual([
      { field: 'value.employer_bp', message: 'តម្លៃមិនអាចលើសពី 10000ទេ។' },
      { field: 'value.floor_riel', message: 'តម្លៃមិនអាចតិចជាង 0ទេ។' },
    ]);
    // A schema's own message wins over the map: the English caller reads it as written, a Khmer one as the
    // payroll's catalogue words it.
    expect(await whatIf({ employer_bp: 0, floor_riel: 0, cap_riel: 1 })).toEqual([
      { field: 'value.employer_bp', message: 'A rate of 0 is not a rule.' },
    ]);
    expect(await whatIf({ employer_bp: 0, floor_riel: 0, cap_riel: 1 }, KM)).toEqual([
      { field: 'value.employer_bp', message: 'អត្រា 0 មិនមែនជាវិធានទេ។' },
    ]);
  });

  it("says the field builders' sentences in Khmer with the field as the Khmer form names it", async () => {
    expect(await validators('department', { description: 'x'.repeat(501) })).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'description', message: 'Description must be at most 500 characters long.' },
    ]);
    expect(await validators('department', { description: 'x'.repeat(501), manager_id: 1.5 }, KM)).toEqual([
      { field: 'name', message: 'ត្រូវបញ្ចូលឈ្មោះ។' },
      { field: 'description', message: 'ការពិពណ៌នាមិនអាចវែងលើសពី 500 តួអក្សរទេ។' },
      { field: 'manager_id', message: 'អ្នកគ្រប់គ្រងត្រូវតែជាចំនួនគត់។' },
    ]);
  });

  it("names a rule version's source by its label in both languages", async () => {
    const body = { key: 'nssf_health', effective_from: '2030-01', value: {} };
    expect(await validators('payroll/rules', body)).toEqual([{ field: 'source', message: 'Source is required.' }]);
    expect(await validators('payroll/rules', body, KM)).toEqual([{ field: 'source', message: 'ត្រូវបញ្ចូលប្រភព។' }]);
  });

  it('leaves an English caller, and one asking for a language the console does not speak, in English', async () => {
    const english = await validators('department', 7, { 'accept-language': 'en-GB' });
    expect(await validators('department', 7, { 'accept-language': 'fr' })).toEqual(english);
    expect(english).toEqual([{ field: 'body', message: 'Invalid input: expected object, received number' }]);
  });
});
