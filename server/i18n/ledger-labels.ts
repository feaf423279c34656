// How a leave ledger line reads in the caller's language. English is the contract's ledgerLabel, word for word;
// Khmer words the same facts, read from the line's kind and details whenever the ledger is asked for (nothing of
// a line's wording is stored).
import { ledgerLabel, dayRangeLabel, shortDay, type LedgerDetail } from '../../contract/leave-ledger-labels.ts';
import type { Language } from '../../contract/languages.ts';
import { monthName, monthTitle } from './documents.ts';

// Khmer month names have no short form: a day reads 12 វិច្ឆិកា.
const khmerMonth = (m: number) => monthName('km', m);

function khmerLedgerLabel(line: LedgerDetail): string {
  switch (line.kind) {
    case 'policy':
      return `គោលការណ៍ចាប់ពី ${monthTitle('km', line.date)}៖ សមតុល្យចាប់ពីខែនេះអនុវត្តតាមគោលការណ៍នេះ (${line.source ?? ''})`;
    case 'accrual':
      return line.served
        ? `${monthTitle('km', line.date)} (${line.served.days} ក្នុងចំណោម ${line.served.of} ថ្ងៃ)`
        : monthTitle('km', line.date);
    case 'grant':
      return `ការផ្ដល់ប្រចាំឆ្នាំ ${line.date.slice(0, 4)}`;
    case 'seniority':
      return `អតីតភាពការងារ ${line.years} ឆ្នាំ`;
    case 'adjustment':
      return `ការកែតម្រូវដោយ ${line.by ?? ''}៖ ${line.reason ?? ''}`;
    case 'taken': {
      const range = dayRangeLabel(line.start ?? line.date, line.end ?? line.date, khmerMonth);
      return `បានឈប់ ${range}${line.leaveType ? ` (${line.leaveType})` : ''}`;
    }
    case 'expired':
      return `ថ្ងៃដែលយកមកបន្តបានផុតកំណត់ ${shortDay(line.date, false, khmerMonth)}`;
    case 'lapsed':
      return `មិនបានយកទៅបន្តក្នុងឆ្នាំ ${Number(line.date.slice(0, 4)) + 1}`;
  }
}

/** A ledger line's label in a language. */
export const ledgerLabelIn = (language: Language, line: LedgerDetail): string =>
  language === 'km' ? khmerLedgerLabel(line) : ledgerLabel(line);
