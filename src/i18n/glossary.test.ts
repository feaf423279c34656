// The glossary's terms hold in every Khmer catalogue, the web app's and the server's: a word a term's note says
// "not" to (the shorter អ្នកប្រើ, the colloquial ប្រាក់ខែ, another word for unpaid) appears in none, the term's own
// words aside (អ្នកប្រើ inside អ្នកប្រើប្រាស់, មានប្រាក់បៀវត្សរ៍ inside គ្មានប្រាក់បៀវត្សរ៍).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KM } from '../../server/i18n/documents.ts';
import { FIELD_LABELS_KM } from '../../server/i18n/field-labels.ts';
import { MESSAGE_FAMILIES } from '../../server/i18n/messages.ts';
import { PAYROLL_RULE_LABELS_KM } from '../../server/i18n/payroll-messages.ts';
import { NOT_FOUND_KM } from '../../server/i18n/refusal-messages.ts';
import { km } from './km.ts';

const KHMER_WORD = /[\u1780-\u17ff]+/g;
const HAS_KHMER = /[\u1780-\u17ff]/;

/** Each glossary row's words to use and the words its note says "not" to. */
function terms(): { use: string[]; avoid: string[] }[] {
  // From the repository's root, where the tests run (the web tests' own URLs are not files).
  const glossary = readFileSync('src/i18n/glossary.md', 'utf8');
  return glossary
    .split('\n')
    .filter((line) => line.startsWith('|') && HAS_KHMER.test(line))
    .map((line) => {
      const [, , khmer = '', note = ''] = line.split('|');
      const [before, ...after] = note.split(/\bnot\b/);
      const avoid = after.join(' ').match(KHMER_WORD) ?? [];
      return { use: [...(khmer.match(KHMER_WORD) ?? []), ...(before.match(KHMER_WORD) ?? [])], avoid };
    })
    .filter((t) => t.avoid.length > 0);
}

const CATALOGUES: Record<string, Record<string, string>> = {
  web: km as Record<string, string>,
  ...Object.fromEntries(Object.entries(MESSAGE_FAMILIES).map(([name, { km: khmer }]) => [name, khmer])),
  // Khmer the server words outside the message families.
  notFound: NOT_FOUND_KM,
  rules: PAYROLL_RULE_LABELS_KM,
  fields: FIELD_LABELS_KM,
  documents: DOCUMENT_KM,
};

describe('the glossary', () => {
  it('says the words not to use for some terms', () => {
    const avoided = terms().flatMap((t) => t.avoid);
    expect(avoided).toEqual(expect.arrayContaining(['អ្នកប្រើ', 'ប្រាក់ខែ', 'គ្មានបៀវត្សរ៍', 'គ្មានប្រាក់ឈ្នួល']));
  });

  it('holds its terms in every Khmer catalogue', () => {
    const found: string[] = [];
    for (const { use, avoid } of terms())
      for (const [name, catalogue] of Object.entries(CATALOGUES))
        for (const [key, text] of Object.entries(catalogue)) {
          // The term's own words first, longest first, so a word to avoid inside one is not counted.
          const rest = [...use].sort((a, b) => b.length - a.length).reduce((t, word) => t.split(word).join(' '), text);
          for (const word of avoid) if (rest.includes(word)) found.push(`${name} ${key}: ${word}`);
        }
    expect(found).toEqual([]);
  });
});
