// The families' catalogues against the contract's own sentences: each sentence the services write reads whole in
// Khmer (so an English template drifting from its contract text fails here), English is never touched, every
// Khmer template parses as a message and names no argument its English lacks, and a sentence whose data has no
// Khmer (a field no form names, an unknown rule) stays whole in English.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CALENDAR_EVENT_MESSAGES } from '../../contract/api/calendar-events.ts';
import { IMPORT_MESSAGES } from '../../contract/api/employee-import.ts';
import { PUNCH_IMPORT_MESSAGES } from '../../contract/api/attendance.ts';
import { PAY_LINE_IMPORT_MESSAGES, PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { RULE_VERSION_MESSAGES } from '../../contract/api/payroll-rules.ts';
import { REQUEST_MESSAGES } from '../../contract/api/requests.ts';
import { ATTENDANCE_MESSAGES } from '../../contract/attendance-codes.ts';
import { EMPLOYMENT_MESSAGES } from '../../contract/employment-messages.ts';
import { LEDGER_MESSAGES } from '../../contract/leave-ledger-labels.ts';
import { ERRORS, TWO_FACTOR } from '../../contract/messages.ts';
import { ATTENDANCE_EN, ATTENDANCE_KM } from './attendance-messages.ts';
import { IMPORT_EN, IMPORT_KM } from './import-messages.ts';
import { LEAVE_EN, LEAVE_KM } from './leave-messages.ts';
import { SERVER_EN, SERVER_KM, translateMessage } from './messages.ts';
import { PAYROLL_EN, PAYROLL_KM } from './payroll-messages.ts';
import { REFUSALS_EN, REFUSALS_KM } from './refusal-messages.ts';

const km = (text: string) => translateMessage(text, 'km');

describe("the families' refusals in Khmer", () => {
  it.each([
    [
      LEDGER_MESSAGES.notEnough('Annual leave', 3, 1, '2026-11-30'),
      'សមតុល្យ Annual leave មិនគ្រប់គ្រាន់៖ បានស្នើសុំ 3 ថ្ងៃ អាចប្រើបាន 1 ថ្ងៃ នៅ 30/11/2026។',
    ],
    [
      LEDGER_MESSAGES.notEnoughIn('Special leave', 'Annual leave', 4, 0.5, '2026-11-30'),
      'សមតុល្យ Annual leave មិនគ្រប់គ្រាន់សម្រាប់ Special leave ដែលកាត់ពីវា៖ បានស្នើសុំ 4 ថ្ងៃ អាចប្រើបាន 0.5 ថ្ងៃ នៅ 30/11/2026។',
    ],
    [LEDGER_MESSAGES.adjustmentNegative(-2, '2026-01-05'), 'ការនេះនឹងធ្វើឱ្យសមតុល្យអវិជ្ជមាន៖ -2 ថ្ងៃ នៅ 05/01/2026។'],
    [LEDGER_MESSAGES.overPerRequest('Special leave', 1), 'Special leave អាចស្នើសុំបានច្រើនបំផុត 1 ថ្ងៃ ក្នុងមួយសំណើ។'],
    [PAYROLL_MESSAGES.alreadyGenerated('2026-04'), 'បៀវត្សរ៍សម្រាប់ 2026-04 ត្រូវបានបង្កើតរួចហើយ។'],
    [
      PAYROLL_MESSAGES.noPunches('2026-04'),
      'គ្មានការស្កេនណាមួយត្រូវបានកត់ត្រាក្នុង មេសា 2026 ទេ៖ បុគ្គលិកទាំងអស់ត្រូវរាប់ថាអវត្តមានគ្រប់ថ្ងៃធ្វើការ។ សូមនាំចូលការស្កេនរបស់ខែនេះ (ហើយបើកខែឡើងវិញដើម្បីធ្វើដូច្នេះ) មុនបង្កើតបៀវត្សរ៍។',
    ],
    [REQUEST_MESSAGES.exportTooMany, 'សំណើច្រើនជាង 10,000 ត្រូវនឹងការស្វែងរក៖ សូមបង្រួមតម្រង ឬកាលបរិច្ឆេទ ដើម្បីនាំចេញវា។'],
    [
      PAYROLL_MESSAGES.regenerating('2026-04'),
      'បៀវត្សរ៍សម្រាប់ 2026-04 កំពុងត្រូវបានបង្កើតឡើងវិញ៖ សូមព្យាយាមម្ដងទៀត ពេលការបង្កើតឡើងវិញបានបញ្ចប់។',
    ],
    [
      PAYROLL_MESSAGES.negativeNet('Dara Sok', '-$1.00'),
      'ប្រាក់បៀវត្សរ៍សុទ្ធរបស់ Dara Sok នឹងអវិជ្ជមាន (-$1.00)៖ សូមកែធាតុបៀវត្សរ៍របស់គាត់។',
    ],
    [
      RULE_VERSION_MESSAGES.sameMonth('NSSF health care', '2027-01'),
      'ថែទាំសុខភាព ប.ស.ស. មានកំណែចាប់ពី 2027-01 រួចហើយ៖ កំណែនៃវិធានមួយមិនអាចចាប់ផ្ដើមក្នុងខែតែមួយបានទេ។',
    ],
    [
      PAY_LINE_IMPORT_MESSAGES.monthLocked('2026-03'),
      'បៀវត្សរ៍សម្រាប់ 2026-03 ត្រូវបានអនុម័ត៖ ធាតុបៀវត្សរ៍របស់វាត្រូវបានចាក់សោ។ ការកែតម្រូវត្រូវដាក់ក្នុងខែបន្ទាប់ជាការកែតម្រូវ។',
    ],
    [
      EMPLOYMENT_MESSAGES.alreadyLeft('Dara Sok', '2026-11-30'),
      'Dara Sok បានចាកចេញនៅ 2026-11-30៖ ការងាររបស់គាត់បានបញ្ចប់រួចហើយ។',
    ],
    [ERRORS.roleInUse(1), 'តួនាទីនេះមានអ្នកប្រើប្រាស់ 1 នាក់កាន់៖ សូមផ្ទេរពួកគេទៅតួនាទីផ្សេង មុនលុបវា។'],
    [ERRORS.usernameTaken('dara'), 'ឈ្មោះអ្នកប្រើប្រាស់ “dara” មានរួចហើយ។'],
    ["Staff ID 'KH-0042' is already taken.", 'អត្តលេខបុគ្គលិក “KH-0042” មានរួចហើយ។'],
    [ERRORS.jobsBusy(5), 'ម៉ាស៊ីនមេកំពុងបង្កើតឯកសារច្រើនបំផុតតាមដែលវាអាចធ្វើបានក្នុងពេលតែមួយ។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេល 5 វិនាទី។'],
    [TWO_FACTOR.alreadyOn, 'ការចូលប្រព័ន្ធពីរជំហានបានបើករួចហើយ។'],
    [REQUEST_MESSAGES.ownRequest, 'អ្នកមិនអាចដោះស្រាយសំណើផ្ទាល់ខ្លួនបានទេ។'],
    [ATTENDANCE_MESSAGES.periodNotOver('2026-11'), 'វត្តមានសម្រាប់ វិច្ឆិកា 2026 មិនអាចបិទបានទេ មុនពេលរយៈពេលនោះចប់។'],
    [ATTENDANCE_MESSAGES.alreadyClockedIn('08:01'), 'អ្នកបានស្កេនចូលរួចហើយថ្ងៃនេះ នៅម៉ោង 08:01។'],
    [
      ATTENDANCE_MESSAGES.outsideGeofence('Head Office', 1250),
      'អ្នកនៅឆ្ងាយពី Head Office 1,250 m ក្រៅរង្វង់កំណត់ព្រំដែនរបស់វា៖ សូមចូលទៅជិតជាងនេះដើម្បីស្កេនចូល។',
    ],
    [
      ATTENDANCE_MESSAGES.correctedSinceFiled('clock-out'),
      'កំណត់ត្រាវត្តមានបានផ្លាស់ប្ដូរ៖ ម៉ោងចេញ របស់វាត្រូវបានកែតម្រូវ ក្រោយពេលដាក់សំណើនេះ។ សូមបដិសេធសំណើ ឬកែតម្រូវថ្ងៃនោះម្ដងទៀត។',
    ],
    [IMPORT_MESSAGES.refused(2), 'គ្មានអ្វីត្រូវបាននាំចូលទេ៖ 2 ជួរមានបញ្ហា។'],
    [IMPORT_MESSAGES.tooManyRows, 'ឯកសារមានច្រើនជាង 5,000 ជួរ៖ សូមបំបែកវាជាឯកសារតូចៗ។'],
    [PUNCH_IMPORT_MESSAGES.unknownStaffId('KH-01'), 'អត្តលេខបុគ្គលិក “KH-01” មិនត្រូវនឹងបុគ្គលិកណាម្នាក់ទេ។'],
    [PAY_LINE_IMPORT_MESSAGES.formula('amount'), 'ចំនួនទឹកប្រាក់ ត្រូវតែជាតម្លៃ មិនមែនរូបមន្តទេ។'],
    ['staff_id is required.', 'ត្រូវបញ្ចូលអត្តលេខបុគ្គលិក។'],
    [
      'Row 4: Gender must be male, female or other. Nothing was imported.',
      'ជួរ 4៖ ភេទត្រូវតែជា ប្រុស ស្រី ឬផ្សេងទៀត។ គ្មានអ្វីត្រូវបាននាំចូលទេ។',
    ],
    ['Leave request not found', 'រកមិនឃើញសំណើច្បាប់ឈប់សម្រាក'],
    [REQUEST_MESSAGES.tooFarPast('start_date'), 'ថ្ងៃចាប់ផ្ដើមចាស់ពេក (យ៉ាងច្រើន 60 ថ្ងៃមុន)។'],
    [REQUEST_MESSAGES.employeeMissing, 'បុគ្គលិកនេះមិនមានទេ។'],
    [
      'Overtime is at most 4 hours in a day; 1.5 hours already requested on 02/11/2026.',
      'ម៉ោងបន្ថែមមានច្រើនបំផុត 4 ម៉ោងក្នុងមួយថ្ងៃ៖ បានស្នើសុំ 1.5 ម៉ោង រួចហើយនៅ 02/11/2026។',
    ],
    ['A Forget Clock In request for 02/11/2026 is already pending.', 'សំណើភ្លេចស្កេនចូលសម្រាប់ 02/11/2026 កំពុងរង់ចាំរួចហើយ។'],
    [ERRORS.roleInUse(3), 'តួនាទីនេះមានអ្នកប្រើប្រាស់ 3 នាក់កាន់៖ សូមផ្ទេរពួកគេទៅតួនាទីផ្សេង មុនលុបវា។'],
    [IMPORT_MESSAGES.refused(1), 'គ្មានអ្វីត្រូវបាននាំចូលទេ៖ 1 ជួរមានបញ្ហា។'],
    ['This department still has 1 member; move them first.', 'នាយកដ្ឋាននេះនៅមានសមាជិក 1 នាក់៖ សូមផ្ទេរពួកគេជាមុនសិន។'],
    [
      'This leave type is used by 2 leave requests; it cannot be deleted.',
      'ប្រភេទច្បាប់ឈប់សម្រាកនេះត្រូវបានប្រើដោយសំណើ 2៖ មិនអាចលុបបានទេ។',
    ],
    ["team 'Night' is not in department 'Sales'.", 'ក្រុម “Night” មិនស្ថិតនៅក្នុងនាយកដ្ឋាន “Sales” ទេ។'],
    [ERRORS.employeeLinked('Dara Sok', 'dara'), 'Dara Sok ត្រូវបានភ្ជាប់នឹងអ្នកប្រើប្រាស់ “dara” រួចហើយ។'],
    [ERRORS.recordExists, 'កំណត់ត្រានេះមានរួចហើយ។'],
    [ERRORS.stillReferenced, 'កំណត់ត្រានេះនៅតែត្រូវបានយោងដោយកំណត់ត្រាមួយផ្សេងទៀត។'],
    [
      CALENDAR_EVENT_MESSAGES.noHolidayList(2031, [2025, 2026]),
      'មិនទាន់មានបញ្ជីថ្ងៃឈប់សម្រាកសាធារណៈសម្រាប់ឆ្នាំ 2031 នៅឡើយទេ (មានសម្រាប់ឆ្នាំ 2025, 2026)៖ សូមបន្ថែមម្ដងមួយថ្ងៃ។',
    ],
    [IMPORT_MESSAGES.salaryFormat, 'ប្រាក់បៀវត្សរ៍ត្រូវតែជាចំនួនទឹកប្រាក់ជាដុល្លារអាមេរិក ឧ. 1250.50។'],
    [IMPORT_MESSAGES.salaryNegative, 'ប្រាក់បៀវត្សរ៍មិនអាចអវិជ្ជមានបានទេ។'],
    [IMPORT_MESSAGES.salaryDecimals, 'ប្រាក់បៀវត្សរ៍អាចមានខ្ទង់ទសភាគច្រើនបំផុតពីរ។'],
    [
      'This overtime overlaps another overtime request on that day (09:00–10:30).',
      'ម៉ោងបន្ថែមនេះជាន់នឹងសំណើម៉ោងបន្ថែមមួយទៀតនៅថ្ងៃនោះ (09:00–10:30)។',
    ],
    ["department 'Sales' already exists.", 'នាយកដ្ឋាន “Sales” មានរួចហើយ។'],
    ["team 'Night shift' already exists in this department.", 'ក្រុម “Night shift” មានរួចហើយក្នុងនាយកដ្ឋាននេះ។'],
    ["office 'Head Office' already exists.", 'ការិយាល័យ “Head Office” មានរួចហើយ។'],
    ["leave type 'Annual leave' already exists.", 'ប្រភេទច្បាប់ឈប់សម្រាក “Annual leave” មានរួចហើយ។'],
    ["project code 'HR-1' already exists.", 'កូដគម្រោង “HR-1” មានរួចហើយ។'],
    ['Source is required.', 'ត្រូវបញ្ចូលប្រភព។'],
    ['Valid from must be a month (YYYY-MM).', 'មានសុពលភាពចាប់ពីខែត្រូវតែជាខែ (YYYY-MM)។'],
  ])('%s', (english, khmer) => {
    expect(km(english)).toBe(khmer);
    expect(translateMessage(english, 'en')).toBe(english);
  });

  it('keeps whole in English a sentence whose data has no Khmer', () => {
    for (const english of [
      RULE_VERSION_MESSAGES.sameMonth('A rule no tab names', '2027-01'),
      'Row 4: something no catalogue holds. Nothing was imported.',
      'widget is required.',
      'Widget not found',
      ATTENDANCE_MESSAGES.correctedSinceFiled('clock-in').replace('clock-in', 'lunch'),
    ])
      expect(km(english)).toBe(english);
  });

  it('has Khmer templates that parse and use only their English arguments', () => {
    const argumentsOf = (text: string) =>
      new Set(parse(text).flatMap((el) => (el.type === TYPE.argument ? [el.value] : [])));
    for (const [en, kmCatalogue] of [
      [SERVER_EN, SERVER_KM],
      [REFUSALS_EN, REFUSALS_KM],
      [LEAVE_EN, LEAVE_KM],
      [PAYROLL_EN, PAYROLL_KM],
      [ATTENDANCE_EN, ATTENDANCE_KM],
      [IMPORT_EN, IMPORT_KM],
    ] as [Record<string, string>, Record<string, string>][]) {
      for (const [key, khmer] of Object.entries(kmCatalogue)) {
        const english = argumentsOf(en[key]);
        for (const name of argumentsOf(khmer)) expect(english, `${key}: {${name}}`).toContain(name);
      }
    }
  });
});
