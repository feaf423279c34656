// The leave refusals (a balance too small, a leave before the join date, a type still in use) in Khmer. Each English
// text is the sentence the contract's LEDGER_MESSAGES and the leave services write, with its data as arguments:
// a leave type's name is the officer's own data and stays as typed, days and dates keep their Latin digits.
import { LEDGER_MESSAGES } from '../../contract/leave-ledger-labels.ts';

export const LEAVE_EN = {
  'leave.badDeduction': LEDGER_MESSAGES.badDeduction,
  'leave.notEnough': 'Not enough {type} balance: {requested} requested, {available} available on {on}.',
  'leave.notEnoughIn':
    'Not enough {other} balance for {type}, which is taken from it: {requested} requested, {available} available on {on}.',
  'leave.beforeJoin': 'This leave starts before the employee joined on {on}.',
  'leave.notUsableYet':
    '{type} can be taken from {on}, once the service it requires is reached (it is earned from the first month).',
  'leave.adjustmentBeforeJoin': 'An adjustment cannot count from before the employee joined on {on}.',
  'leave.adjustmentNegative': 'This would leave a negative balance: {balance} on {on}.',
  'leave.overPerRequest': '{type} is at most {most} a request.',
  'leave.approvalOver':
    'Approving would take {type} below zero: {requested} requested, {balance} left on {on} after the leave already approved.',
  'leave.policyPaid':
    'The payroll of {period} is approved and was computed from the leave as it stood; date the policy from a later month.',
  'leave.typeInUse':
    'This leave type is used by {count} leave {count, plural, one {request} other {requests}}; it cannot be deleted.',
  'leave.typeAdjusted': 'This leave type has balance adjustments; it cannot be deleted.',
  'leave.typeNotFound': 'Leave type not found',
} as const;

export const LEAVE_KM: Record<keyof typeof LEAVE_EN, string> = {
  'leave.badDeduction': 'ប្រភេទច្បាប់ឈប់សម្រាកដែលត្រូវកាត់ពី ត្រូវតែជាប្រភេទផ្សេងទៀតដែលមាន។',
  'leave.notEnough': 'សមតុល្យ {type} មិនគ្រប់គ្រាន់៖ បានស្នើសុំ {requested} អាចប្រើបាន {available} នៅ {on}។',
  'leave.notEnoughIn':
    'សមតុល្យ {other} មិនគ្រប់គ្រាន់សម្រាប់ {type} ដែលកាត់ពីវា៖ បានស្នើសុំ {requested} អាចប្រើបាន {available} នៅ {on}។',
  'leave.beforeJoin': 'ច្បាប់ឈប់សម្រាកនេះចាប់ផ្ដើមមុនថ្ងៃដែលបុគ្គលិកចូលធ្វើការ ({on})។',
  'leave.notUsableYet': '{type} អាចឈប់បានចាប់ពី {on} នៅពេលគ្រប់អតីតភាពការងារដែលតម្រូវ (វាកើនឡើងចាប់ពីខែដំបូង)។',
  'leave.adjustmentBeforeJoin': 'ការកែតម្រូវមិនអាចរាប់ពីមុនថ្ងៃដែលបុគ្គលិកចូលធ្វើការ ({on}) បានទេ។',
  'leave.adjustmentNegative': 'ការនេះនឹងធ្វើឱ្យសមតុល្យអវិជ្ជមាន៖ {balance} នៅ {on}។',
  'leave.overPerRequest': '{type} អាចស្នើសុំបានច្រើនបំផុត {most} ក្នុងមួយសំណើ។',
  'leave.approvalOver':
    'ការអនុម័តនឹងធ្វើឱ្យ {type} ក្រោមសូន្យ៖ បានស្នើសុំ {requested} នៅសល់ {balance} នៅ {on} ក្រោយច្បាប់ឈប់សម្រាកដែលបានអនុម័តរួច។',
  'leave.policyPaid': 'បៀវត្សរ៍ខែ {period} ត្រូវបានអនុម័ត ហើយបានគណនាតាមច្បាប់ឈប់សម្រាកដូចដែលវាមានពេលនោះ៖ សូមដាក់គោលការណ៍ចាប់ពីខែក្រោយ។',
  'leave.typeInUse': 'ប្រភេទច្បាប់ឈប់សម្រាកនេះត្រូវបានប្រើដោយសំណើ {count}៖ មិនអាចលុបបានទេ។',
  'leave.typeAdjusted': 'ប្រភេទច្បាប់ឈប់សម្រាកនេះមានការកែតម្រូវសមតុល្យ៖ មិនអាចលុបបានទេ។',
  'leave.typeNotFound': 'រកមិនឃើញប្រភេទច្បាប់ឈប់សម្រាក',
};
