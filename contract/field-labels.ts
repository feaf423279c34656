// What each field the API takes is called on screen: the forms' labels, the words a validation message names a
// field by ("First name is required.", never "first_name is required.") and the activity log's change rows.
// Plain data, no zod, so the first screen may import it. A key missing here reads as itself in a message.

export const FIELD_LABELS = {
  // people
  staff_id: 'Staff ID',
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Name',
  gender: 'Gender',
  date_of_birth: 'Date of birth',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  position: 'Position',
  photo: 'Photo',
  status: 'Status',
  join_date: 'Join date',
  probation_end_date: 'Probation end date',
  salary_cents: 'Monthly salary',
  bank_name: 'Bank name',
  bank_account: 'Bank account',
  employee_id: 'Employee',
  // organisation
  department_id: 'Department',
  team_id: 'Team',
  office_id: 'Office',
  office_ids: 'Offices',
  manager_id: 'Manager',
  lead_id: 'Lead',
  member_ids: 'Members',
  name: 'Name',
  code: 'Code',
  description: 'Description',
  start_date: 'Start date',
  end_date: 'End date',
  // users and roles
  username: 'Username',
  password: 'Password',
  role_id: 'Role',
  role_name: 'Role name',
  // requests, calendar, attendance
  leave_type_id: 'Leave type',
  reason: 'Reason',
  comment: 'Comment',
  title: 'Title',
  event_date: 'Event Date',
  date: 'Date',
  device: 'Device',
  radius: 'Radius',
  latitude: 'Latitude',
  longitude: 'Longitude',
  // leave policies
  valid_from: 'Valid from',
  deducts_from_leave_type_id: 'Taken from leave type',
  // a balance read on a day, or up to a leaver's last day
  on: 'Day',
  leaving_on: 'Last day',
  // payroll
  amount_cents: 'Amount',
  from_month: 'First month',
  to_month: 'Last month',
  payroll_id: 'Payroll run',
  effective_from: 'From month',
  // the instrument or company decision behind a rule's or a policy's version
  source: 'Source',
  // contracts and employment ends
  note: 'Note',
  last_day: 'Last day',
  notice_given_days: 'Notice given (days)',
  // filters and addresses
  from: 'From',
  to: 'To',
  month: 'Month',
  year: 'Year',
  actor_id: 'Actor',
  id: 'ID',
} as const satisfies Record<string, string>;

/** The field as the form names it; a key with no label here reads as itself. */
export const fieldLabel = (key: string): string => (FIELD_LABELS as Record<string, string>)[key] ?? key;
