// The column headers the imports (employees, punches, pay lines) take in Khmer beside their English names: a
// file an officer heads in Khmer is read as one headed in English. The English names stay the contract's.
import { normaliseHeader } from '../../contract/api/employee-import.ts';

export const EMPLOYEE_HEADERS_KM: Readonly<Record<string, string>> = {
  នាមខ្លួន: 'first_name',
  នាមត្រកូល: 'last_name',
  ភេទ: 'gender',
  ថ្ងៃខែឆ្នាំកំណើត: 'date_of_birth',
  លេខទូរស័ព្ទ: 'phone',
  អ៊ីមែល: 'email',
  អាសយដ្ឋាន: 'address',
  មុខតំណែង: 'position',
  នាយកដ្ឋាន: 'department',
  ក្រុម: 'team',
  ការិយាល័យ: 'offices',
  ថ្ងៃចូលធ្វើការ: 'join_date',
  ថ្ងៃបញ្ចប់ការសាកល្បង: 'probation_end_date',
  ប្រាក់បៀវត្សរ៍: 'salary',
  ឈ្មោះធនាគារ: 'bank_name',
  គណនីធនាគារ: 'bank_account',
  ស្ថានភាព: 'status',
  អត្តលេខបុគ្គលិក: 'staff_id',
};

export const PUNCH_HEADERS_KM: Readonly<Record<string, string>> = {
  អត្តលេខបុគ្គលិក: 'staff_id',
  ពេលវេលា: 'timestamp',
  ឧបករណ៍: 'device',
  ចូលឬចេញ: 'direction',
};

export const PAY_LINE_HEADERS_KM: Readonly<Record<string, string>> = {
  អត្តលេខបុគ្គលិក: 'staff_id',
  ប្រភេទ: 'kind',
  ឈ្មោះ: 'name',
  ចំនួនទឹកប្រាក់: 'amount',
  ភាគរយ: 'percent',
  ជាប់ពន្ធ: 'taxable',
  អត្ថប្រយោជន៍ជាវត្ថុ: 'benefit',
};

/** A Khmer header as typed: spaces (and zero-width spaces, which Khmer typing leaves between words) dropped. */
const khmerKey = (header: string) => header.normalize('NFC').replace(/[\s\u200b]+/g, '');

/** A header's column name: its Khmer name's column, else the header normalised as the English names are (a
 * header normalising to nothing, such as an unknown Khmer one, as typed: the refusal names it). */
export function headerName(header: string, khmer: Readonly<Record<string, string>>): string {
  return khmer[khmerKey(header)] ?? (normaliseHeader(header) || header.trim());
}
