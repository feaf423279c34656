// The post clock form: Forget Clock In or Forget Clock Out, the date and time it should have been, and why;
// checked by the contract's own rules (postClockRequestBody), in the words of the form.
import { postClockRequestBody, type PostClockType } from '../../../../contract/api/requests-post-clock.ts';
import { POST_CLOCK_TYPE_LABELS } from '../../../../contract/labels.ts';
import type { PersonOption } from '../../../lib/employee-search.ts';
import { contractResolver, spokenFields, type FieldMap } from '../../../lib/form-errors.ts';

export interface PostClockForm {
  employee: PersonOption | null;
  type: PostClockType | '';
  date: string;
  time: string;
  reason: string;
}

export const EMPTY_POST_CLOCK: PostClockForm = { employee: null, type: '', date: '', time: '', reason: '' };

export const POST_CLOCK_FIELDS: FieldMap<PostClockForm> = {
  employee_id: 'employee',
  type: 'type',
  date: 'date',
  time: 'time',
  reason: 'reason',
};

// "type must be forget_clock_in or forget_clock_out." reads "type must be Forget Clock In or Forget Clock Out."
export const speakPostClock = spokenFields({ employee_id: 'employee', ...POST_CLOCK_TYPE_LABELS });

export const toPostClockBody = (v: PostClockForm) => ({
  employee_id: v.employee?.id,
  type: v.type || undefined,
  date: v.date || undefined,
  time: v.time || undefined,
  reason: v.reason,
});

export const postClockResolver = contractResolver(
  postClockRequestBody,
  toPostClockBody,
  POST_CLOCK_FIELDS,
  speakPostClock,
);
