// What the demo's history is made of: the leave types, the outcomes a request can reach and the steps that
// lead there, and the templates of the requests (kind, outcome, when, shape, and whose, when it is a demo
// user's own), the balance adjustments HR made, and the windows of days they fall in.
import { minutes } from './demo-calendar.ts';
import type { DemoUsername } from './demo-roster.ts';

export const DEMO_LEAVE_TYPES = [
  {
    name: 'Annual Leave',
    description: 'Paid holiday: 18 working days a year; up to 5 unused days carry over to the next year.',
    paid: true,
    days_per_year: 18,
    carry_over_limit: 5,
    needs_attachment: false,
  },
  {
    name: 'Sick Leave',
    description: 'Paid, with a medical certificate: 7 working days a year.',
    paid: true,
    days_per_year: 7,
    carry_over_limit: 0,
    needs_attachment: true,
  },
  {
    name: 'Unpaid Leave',
    description: "Unpaid, with the manager's agreement; deducted from salary. Up to 30 days a year.",
    paid: false,
    days_per_year: 30,
    carry_over_limit: 0,
    needs_attachment: false,
  },
  {
    name: 'Maternity Leave',
    description: 'Paid maternity leave: 90 days around the birth.',
    paid: true,
    days_per_year: 90,
    carry_over_limit: 0,
    needs_attachment: false,
  },
  {
    name: 'Special Leave',
    description:
      "Paid leave for your wedding, a child's birth or a family funeral: up to 7 days per event, taken from annual leave.",
    paid: true,
    days_per_year: 0,
    carry_over_limit: 0,
    needs_attachment: false,
  },
] as const;
export type LeaveTypeName = (typeof DEMO_LEAVE_TYPES)[number]['name'];

/** Where a request stands once the history is replayed. */
export const OUTCOMES = [
  'pending',
  'pending_acknowledge',
  'approve',
  'reject_lead',
  'reject_hr',
  'cancel',
  'cancel_acknowledge',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The steps after filing that lead to each outcome. */
export const STEPS: Record<Outcome, Array<'lead' | 'hr' | 'lead_reject' | 'hr_reject' | 'cancel'>> = {
  pending: [],
  pending_acknowledge: ['lead'],
  approve: ['lead', 'hr'],
  reject_lead: ['lead_reject'],
  reject_hr: ['lead', 'hr_reject'],
  cancel: ['cancel'],
  cancel_acknowledge: ['lead', 'cancel'],
};

export type When = 'past' | 'recent' | 'soon' | 'later';
/** Days from today where a request's (first) date falls. */
export const WINDOWS: Record<When, [number, number]> = {
  past: [-42, -8],
  recent: [-7, -1],
  soon: [1, 10],
  later: [11, 30],
};
/** Post clock dates stay inside the month of attendance, and leave a day to file and decide. */
export const POST_CLOCK_WINDOWS: Record<'past' | 'recent' | 'latest', [number, number]> = {
  past: [-30, -8],
  recent: [-7, -2],
  latest: [-3, -1],
};

type Half = 'am' | 'pm' | 'end';
export type LeaveTemplate = [LeaveTypeName, Outcome, When, days: number, half?: Half | null, who?: DemoUsername];
type OvertimeShape = 'evening' | 'late' | 'hours' | 'weekend';
export type OvertimeTemplate = [Outcome, When, OvertimeShape, who?: DemoUsername];
export type PostClockTemplate = [
  Outcome,
  keyof typeof POST_CLOCK_WINDOWS,
  'in' | 'out',
  noRecord?: boolean,
  who?: DemoUsername,
];

export const LEAVES: LeaveTemplate[] = [
  ['Annual Leave', 'approve', 'past', 3],
  ['Annual Leave', 'approve', 'past', 1, 'pm', 'dara_lead'],
  ['Annual Leave', 'approve', 'past', 2],
  ['Annual Leave', 'approve', 'past', 5],
  ['Annual Leave', 'approve', 'past', 1, 'am'],
  ['Annual Leave', 'approve', 'recent', 1],
  ['Annual Leave', 'approve', 'soon', 3],
  ['Annual Leave', 'approve', 'later', 4],
  ['Annual Leave', 'approve', 'later', 3, 'end'],
  ['Sick Leave', 'approve', 'past', 2],
  ['Sick Leave', 'approve', 'past', 1],
  ['Sick Leave', 'approve', 'recent', 3],
  ['Special Leave', 'approve', 'past', 3],
  ['Unpaid Leave', 'approve', 'past', 2],
  ['Annual Leave', 'pending', 'soon', 2],
  ['Annual Leave', 'pending', 'later', 5, null, 'hr_manager'],
  ['Annual Leave', 'pending', 'later', 1, 'am'],
  ['Annual Leave', 'pending', 'later', 3],
  ['Sick Leave', 'pending', 'recent', 1],
  ['Special Leave', 'pending', 'soon', 2],
  ['Annual Leave', 'pending_acknowledge', 'soon', 3],
  ['Annual Leave', 'pending_acknowledge', 'later', 2],
  ['Annual Leave', 'pending_acknowledge', 'recent', 1, 'pm'],
  ['Unpaid Leave', 'pending_acknowledge', 'later', 5],
  ['Special Leave', 'pending_acknowledge', 'soon', 1],
  ['Annual Leave', 'reject_lead', 'soon', 5],
  ['Annual Leave', 'reject_lead', 'later', 3],
  ['Unpaid Leave', 'reject_lead', 'later', 10],
  ['Annual Leave', 'reject_hr', 'later', 2],
  ['Special Leave', 'reject_hr', 'soon', 2],
  ['Annual Leave', 'cancel', 'later', 3],
  ['Annual Leave', 'cancel', 'soon', 2],
  ['Special Leave', 'cancel', 'later', 1],
  ['Annual Leave', 'cancel_acknowledge', 'later', 4],
];

export const OVERTIME: OvertimeTemplate[] = [
  ['approve', 'past', 'evening'],
  ['approve', 'past', 'evening'],
  ['approve', 'past', 'late'],
  ['approve', 'past', 'hours'],
  ['approve', 'past', 'weekend'],
  ['approve', 'recent', 'evening'],
  ['approve', 'recent', 'hours'],
  ['approve', 'soon', 'evening'],
  ['approve', 'past', 'evening', 'dara_lead'],
  ['approve', 'recent', 'late'],
  ['pending', 'recent', 'evening'],
  ['pending', 'recent', 'hours'],
  ['pending', 'soon', 'evening'],
  ['pending', 'soon', 'weekend'],
  ['pending', 'recent', 'late'],
  ['pending_acknowledge', 'recent', 'evening', 'dara_lead'],
  ['pending_acknowledge', 'soon', 'late'],
  ['pending_acknowledge', 'recent', 'hours'],
  ['pending_acknowledge', 'soon', 'evening'],
  ['reject_lead', 'past', 'evening'],
  ['reject_lead', 'recent', 'hours'],
  ['reject_lead', 'soon', 'weekend'],
  // dara_lead's own, refused: his account is told the outcome (approved ones come from his leave and overtime).
  ['reject_lead', 'past', 'evening', 'dara_lead'],
  ['reject_hr', 'past', 'late'],
  ['reject_hr', 'recent', 'evening'],
  ['cancel', 'soon', 'evening'],
  ['cancel', 'soon', 'weekend'],
  ['cancel', 'recent', 'hours'],
];

export const POST_CLOCKS: PostClockTemplate[] = [
  ['approve', 'past', 'in'],
  ['approve', 'past', 'in', true],
  ['approve', 'past', 'out'],
  ['approve', 'past', 'out'],
  ['approve', 'recent', 'out'],
  ['approve', 'recent', 'in'],
  ['approve', 'past', 'out', false, 'hr_manager'],
  ['approve', 'past', 'in'],
  ['pending', 'latest', 'out'],
  ['pending', 'latest', 'in'],
  ['pending', 'recent', 'out'],
  ['pending', 'latest', 'in', true],
  ['pending', 'latest', 'out'],
  ['pending_acknowledge', 'recent', 'out'],
  ['pending_acknowledge', 'past', 'in'],
  ['pending_acknowledge', 'recent', 'out'],
  ['reject_lead', 'past', 'in'],
  ['reject_lead', 'recent', 'out'],
  ['reject_hr', 'past', 'out'],
  ['reject_hr', 'past', 'in'],
  ['cancel', 'recent', 'out'],
  ['cancel', 'past', 'in'],
];

export const ADJUSTMENTS: Array<[LeaveTypeName, number, string]> = [
  ['Annual Leave', 2, 'Worked two Saturdays for the data-centre migration (time off in lieu)'],
  ['Annual Leave', 1, 'Long-service day: five years with the company'],
  ['Annual Leave', -1, 'Correction: a day taken before the HRMS went live was not recorded'],
  ['Annual Leave', 1, 'Worked on a public holiday for the product launch (time off in lieu)'],
  ['Annual Leave', 3, 'Extra days for a family funeral in the province, agreed by the HR Manager'],
  ['Sick Leave', 3, 'Hospital stay: extra sick days agreed by the HR Manager'],
  ['Annual Leave', -2, 'Two days of unauthorised absence deducted, per the staff handbook'],
  ['Annual Leave', 0.5, 'Half day in lieu for the recruitment fair on a Saturday'],
];

/** Share of long-serving staff whose last-year Annual Leave HR imported, giving this year's carry-over. */
export const IMPORT_SHARE = 0.35;
/** When people file and decide: in office hours. */
export const OFFICE_HOURS: [number, number] = [minutes('08:05'), minutes('17:40')];
