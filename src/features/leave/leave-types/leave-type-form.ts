// The leave type form, checked by the contract's own rules (leaveTypeBody) before it is sent, with messages
// naming fields as a person says them ('days per year', not 'days_per_year').
import { leaveTypeBody, type LeaveTypeItem } from '../../../../contract/api/leave.ts';
import { contractResolver, spokenFields, type FieldMap } from '../../../lib/form-errors.ts';

export interface LeaveTypeForm {
  name: string;
  description: string;
  paid: boolean;
  days_per_year: string;
  carry_over_limit: string;
  needs_attachment: boolean;
}

export const EMPTY_LEAVE_TYPE: LeaveTypeForm = {
  name: '',
  description: '',
  paid: true,
  days_per_year: '',
  carry_over_limit: '0',
  needs_attachment: false,
};

export const LEAVE_TYPE_FIELDS: FieldMap<LeaveTypeForm> = {
  name: 'name',
  description: 'description',
  paid: 'paid',
  days_per_year: 'days_per_year',
  carry_over_limit: 'carry_over_limit',
  needs_attachment: 'needs_attachment',
};

export const speakLeaveType = spokenFields({
  days_per_year: 'days per year',
  carry_over_limit: 'carry-over limit',
  needs_attachment: 'needs attachment',
});

/** A typed number of days; an empty box is missing, not zero. */
const days = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function toLeaveTypeBody(v: LeaveTypeForm) {
  return {
    name: v.name,
    description: v.description,
    paid: v.paid,
    days_per_year: days(v.days_per_year),
    carry_over_limit: days(v.carry_over_limit),
    needs_attachment: v.needs_attachment,
  };
}

export function toLeaveTypeForm(t: LeaveTypeItem): LeaveTypeForm {
  return {
    name: t.name,
    description: t.description,
    paid: t.paid,
    days_per_year: String(t.days_per_year),
    carry_over_limit: String(t.carry_over_limit),
    needs_attachment: t.needs_attachment,
  };
}

export const leaveTypeResolver = contractResolver(leaveTypeBody, toLeaveTypeBody, LEAVE_TYPE_FIELDS, speakLeaveType);
