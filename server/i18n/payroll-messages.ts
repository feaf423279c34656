// The payroll refusals (a run already generated or locked, a month not closed, a rule version in a month already
// paid) and the employment ones beside them, in Khmer. English is the contract's sentences with their data as
// arguments; Khmer words are the web catalogue's for the same refusals (blocked.payroll.*).
import { PAYROLL_MESSAGES } from '../../contract/api/payroll.ts';
import { STATUTORY_FILE_MESSAGES } from '../../contract/api/payroll-files.ts';
import { EMPLOYMENT_MESSAGES } from '../../contract/employment-messages.ts';

export const PAYROLL_EN = {
  'payroll.alreadyGenerated': 'Payroll for {month} has already been generated.',
  'payroll.futureMonth': '{month} has not ended yet: payroll can only be generated for a past month.',
  'payroll.notClosed': 'Attendance for {month} is not closed: close it before generating payroll.',
  'payroll.inputsKeptChanging':
    'Payroll data for {month} kept changing while the run was being computed: nothing was written. Try again.',
  'payroll.regenerating': 'Payroll for {month} is being regenerated: try again once the regeneration has finished.',
  'payroll.noPunches':
    'No punch was recorded in {month}: everyone counts as absent on every working day. Import the month’s punches (and reopen the month to do so) before generating.',
  'payroll.noRate': PAYROLL_MESSAGES.noRate,
  'payroll.negativeNet': "{name}'s net pay would be negative ({net}): adjust their pay lines.",
  'payroll.locked': PAYROLL_MESSAGES.locked,
  'payroll.attendanceLocked':
    'Payroll for {month} is approved: its attendance stays closed. Corrections go into next month as an adjustment.',
  'payroll.payLineUsed': PAYROLL_MESSAGES.payLineUsed,
  'payroll.adjustDraft': PAYROLL_MESSAGES.adjustDraft,
  'payroll.noPayslipInRun': PAYROLL_MESSAGES.noPayslipInRun,
  'payroll.notClosedToApprove':
    'Attendance for {month} was reopened: close it and regenerate the run before approving.',
  'payroll.runNotFound': PAYROLL_MESSAGES.runNotFound,
  'payroll.payslipNotFound': PAYROLL_MESSAGES.payslipNotFound,
  'payroll.payLineNotFound': PAYROLL_MESSAGES.payLineNotFound,
  'payroll.statutoryDraft': STATUTORY_FILE_MESSAGES.draft,
  'payroll.payLinesLocked':
    'Payroll for {month} is approved: its pay lines are locked. Corrections go into next month as an adjustment.',
  'payroll.ruleMissing': 'No payroll rule {rule} is in force for {month}.',
  'payroll.ruleKey': 'key must be one of the payroll rules.',
  'payroll.rateZero': 'A rate of 0 is not a rule.',
  'payroll.bracketsRise': 'Brackets rise, the last one open (up_to_riel null).',
  'payroll.ruleSameMonth':
    "{rule} already has a version from {month}: a rule's versions cannot start in the same month.",
  'payroll.ruleApprovedMonth':
    'Payroll for {approved} is approved and a version from {month} would change it: an approved month never changes. Start the version after {approved}.',
  'employment.fixedNeedsEnd': EMPLOYMENT_MESSAGES.fixedNeedsEnd,
  'employment.undeterminedHasNoEnd': EMPLOYMENT_MESSAGES.undeterminedHasNoEnd,
  'employment.endBeforeStart': EMPLOYMENT_MESSAGES.endBeforeStart,
  'employment.startBeforeJoin': 'A contract cannot start before the join date ({date}).',
  'employment.sameStart': 'A contract of this employee already starts on {date}.',
  'employment.alreadyLeft': '{name} left on {date}: their employment has already ended.',
  'employment.lastDayBeforeJoin': 'The last day cannot be before the join date ({date}).',
  'employment.noSettlement': EMPLOYMENT_MESSAGES.noSettlement,
  'employment.noticeOnlyForDismissal': EMPLOYMENT_MESSAGES.noticeOnlyForDismissal,
} as const;

export const PAYROLL_KM: Record<keyof typeof PAYROLL_EN, string> = {
  'payroll.alreadyGenerated': 'បៀវត្សរ៍សម្រាប់ {month} ត្រូវបានបង្កើតរួចហើយ។',
  'payroll.futureMonth': '{month} មិនទាន់ចប់នៅឡើយ៖ បៀវត្សរ៍អាចបង្កើតបានតែសម្រាប់ខែដែលកន្លងផុតហើយ។',
  'payroll.notClosed': 'វត្តមានសម្រាប់ {month} មិនទាន់បានបិទ៖ សូមបិទវាមុនបង្កើតបៀវត្សរ៍។',
  'payroll.inputsKeptChanging':
    'ទិន្នន័យបៀវត្សរ៍សម្រាប់ {month} បានផ្លាស់ប្ដូរឥតឈប់ខណៈពេលគណនា៖ គ្មានអ្វីត្រូវបានរក្សាទុកទេ។ សូមព្យាយាមម្ដងទៀត។',
  'payroll.regenerating': 'បៀវត្សរ៍សម្រាប់ {month} កំពុងត្រូវបានបង្កើតឡើងវិញ៖ សូមព្យាយាមម្ដងទៀត ពេលការបង្កើតឡើងវិញបានបញ្ចប់។',
  'payroll.noPunches':
    'គ្មានការស្កេនណាមួយត្រូវបានកត់ត្រាក្នុង {month} ទេ៖ បុគ្គលិកទាំងអស់ត្រូវរាប់ថាអវត្តមានគ្រប់ថ្ងៃធ្វើការ។ សូមនាំចូលការស្កេនរបស់ខែនេះ (ហើយបើកខែឡើងវិញដើម្បីធ្វើដូច្នេះ) មុនបង្កើតបៀវត្សរ៍។',
  'payroll.noRate': 'ត្រូវបញ្ចូលអត្រាប្ដូរប្រាក់៖ គ្មានការបើកបៀវត្សរ៍មុនដែលអាចយកវាមកបានទេ។',
  'payroll.negativeNet': 'ប្រាក់បៀវត្សរ៍សុទ្ធរបស់ {name} នឹងអវិជ្ជមាន ({net})៖ សូមកែធាតុបៀវត្សរ៍របស់គាត់។',
  'payroll.locked': 'ការបើកបៀវត្សរ៍នេះត្រូវបានអនុម័ត និងចាក់សោ៖ ការកែតម្រូវត្រូវដាក់ក្នុងខែបន្ទាប់ជាធាតុបៀវត្សរ៍។',
  'payroll.attendanceLocked':
    'បៀវត្សរ៍សម្រាប់ {month} ត្រូវបានអនុម័ត៖ វត្តមានរបស់វានៅតែបិទ។ ការកែតម្រូវត្រូវដាក់ក្នុងខែបន្ទាប់ជាការកែតម្រូវ។',
  'payroll.payLineUsed': 'ធាតុបៀវត្សរ៍នេះត្រូវបានប្រើដោយការបើកបៀវត្សរ៍ដែលបានអនុម័ត ហើយមិនអាចកែ ឬលុបបានទេ។',
  'payroll.adjustDraft': 'ការបើកបៀវត្សរ៍នេះនៅជាសេចក្ដីព្រាងនៅឡើយ៖ សូមកែធាតុបៀវត្សរ៍របស់វា ហើយបង្កើតវាឡើងវិញជំនួសវិញ។',
  'payroll.noPayslipInRun': 'បុគ្គលិកនេះគ្មានបង្កាន់ដៃបៀវត្សរ៍ក្នុងការបើកបៀវត្សរ៍នេះទេ។',
  'payroll.notClosedToApprove': 'វត្តមានសម្រាប់ {month} ត្រូវបានបើកឡើងវិញ៖ សូមបិទវា ហើយបង្កើតការបើកបៀវត្សរ៍ឡើងវិញ មុនអនុម័ត។',
  'payroll.runNotFound': 'រកមិនឃើញការបើកបៀវត្សរ៍',
  'payroll.payslipNotFound': 'រកមិនឃើញបង្កាន់ដៃបៀវត្សរ៍',
  'payroll.payLineNotFound': 'រកមិនឃើញធាតុបៀវត្សរ៍',
  'payroll.statutoryDraft': 'ការបើកបៀវត្សរ៍នេះនៅជាសេចក្ដីព្រាងនៅឡើយ៖ សូមអនុម័តវាជាមុនសិន មុនទាញយកឯកសារតាមច្បាប់។',
  'payroll.payLinesLocked':
    'បៀវត្សរ៍សម្រាប់ {month} ត្រូវបានអនុម័ត៖ ធាតុបៀវត្សរ៍របស់វាត្រូវបានចាក់សោ។ ការកែតម្រូវត្រូវដាក់ក្នុងខែបន្ទាប់ជាការកែតម្រូវ។',
  'payroll.ruleMissing': 'គ្មានវិធានបៀវត្សរ៍ {rule} អនុវត្តសម្រាប់ {month} ទេ។',
  'payroll.ruleKey': 'វិធានត្រូវតែជាវិធានបៀវត្សរ៍មួយ។',
  'payroll.rateZero': 'អត្រា 0 មិនមែនជាវិធានទេ។',
  'payroll.bracketsRise': 'កម្រិតពន្ធត្រូវតែកើនឡើង ហើយកម្រិតចុងក្រោយនៅបើកចំហ (up_to_riel null)។',
  'payroll.ruleSameMonth': '{rule} មានកំណែចាប់ពី {month} រួចហើយ៖ កំណែនៃវិធានមួយមិនអាចចាប់ផ្ដើមក្នុងខែតែមួយបានទេ។',
  'payroll.ruleApprovedMonth':
    'បៀវត្សរ៍សម្រាប់ {approved} ត្រូវបានអនុម័ត ហើយកំណែចាប់ពី {month} នឹងផ្លាស់ប្ដូរវា៖ ខែដែលបានអនុម័តមិនផ្លាស់ប្ដូរឡើយ។ សូមចាប់ផ្ដើមកំណែក្រោយ {approved}។',
  'employment.fixedNeedsEnd': 'កិច្ចសន្យាមានថិរវេលាកំណត់ត្រូវមានថ្ងៃបញ្ចប់។',
  'employment.undeterminedHasNoEnd': 'កិច្ចសន្យាមិនកំណត់ថិរវេលាគ្មានថ្ងៃបញ្ចប់ទេ។',
  'employment.endBeforeStart': 'ថ្ងៃបញ្ចប់ត្រូវតែនៅថ្ងៃ ឬក្រោយថ្ងៃចាប់ផ្ដើម។',
  'employment.startBeforeJoin': 'កិច្ចសន្យាមិនអាចចាប់ផ្ដើមមុនថ្ងៃចូលធ្វើការ ({date}) បានទេ។',
  'employment.sameStart': 'កិច្ចសន្យាមួយរបស់បុគ្គលិកនេះចាប់ផ្ដើមនៅ {date} រួចហើយ។',
  'employment.alreadyLeft': '{name} បានចាកចេញនៅ {date}៖ ការងាររបស់គាត់បានបញ្ចប់រួចហើយ។',
  'employment.lastDayBeforeJoin': 'ថ្ងៃចុងក្រោយមិនអាចនៅមុនថ្ងៃចូលធ្វើការ ({date}) បានទេ។',
  'employment.noSettlement': 'បុគ្គលិកនេះគ្មានការទូទាត់ចុងក្រោយទេ៖ ការងាររបស់គាត់មិនទាន់បានបញ្ចប់។',
  'employment.noticeOnlyForDismissal': 'ការជូនដំណឹងជាមុនអនុវត្តចំពោះការបញ្ឈប់ពីការងារតែប៉ុណ្ណោះ។',
};

/** The rules as the Rules tab names them in Khmer (the web catalogue's payroll.rule.*), by key. */
export const PAYROLL_RULE_LABELS_KM: Record<string, string> = {
  tax_brackets: 'ពន្ធលើប្រាក់បៀវត្សរ៍ (និវាសនជន)',
  dependant_relief: 'ការកាត់បន្ថយសម្រាប់អ្នកនៅក្នុងបន្ទុកម្នាក់',
  non_resident_tax: 'ពន្ធលើប្រាក់បៀវត្សរ៍ (អនិវាសនជន)',
  nssf_pension: 'សោធននិវត្តន៍ ប.ស.ស.',
  nssf_health: 'ថែទាំសុខភាព ប.ស.ស.',
  nssf_occupational_risk: 'ហានិភ័យការងារ ប.ស.ស.',
  overtime: 'អត្រាម៉ោងបន្ថែម',
  hourly_rate: 'អត្រាម៉ោង',
  unpaid_day: 'ថ្ងៃគ្មានប្រាក់បៀវត្សរ៍',
  pension_deduction: 'សោធននិវត្តន៍កាត់មុនពន្ធ',
  fringe_benefit_tax: 'ពន្ធលើអត្ថប្រយោជន៍បន្ថែម',
};
