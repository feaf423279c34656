// Every field the contract's field builders name has a label on both sides, so its sentences read "Source is
// required." in English and whole in Khmer, never "source is required." left untranslated.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '../../contract/field-labels.ts';
import { FIELD_LABELS_KM } from './field-labels.ts';

const BUILDERS =
  /\b(?:requiredText|optionalText|dateField|monthField|yearField|yearQuery|idField|optionalId|centsField|decimalId|listQueryId)\('(\w+)'/g;
const dir = new URL('../../contract/api/', import.meta.url);
const named = new Set(
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .flatMap((file) => [...readFileSync(new URL(file, dir), 'utf8').matchAll(BUILDERS)].map((m) => m[1])),
);

describe('field labels', () => {
  it('name every field the field builders are given', () => {
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((field) => !Object.hasOwn(FIELD_LABELS, field))).toEqual([]);
  });

  it('read in Khmer as the form names them', () => {
    expect(FIELD_LABELS_KM.source).toBe('ប្រភព');
  });
});
