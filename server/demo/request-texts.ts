// What people write on the demo's requests: reasons per leave type, overtime and post clock reasons, and the
// comments of approvers, HR and people withdrawing a request.

export const LEAVE_REASONS: Record<string, string[]> = {
  'Annual Leave': [
    'Family trip to Siem Reap',
    'Visiting my parents in Battambang',
    "My brother's wedding in Kampong Cham",
    'Holiday in Kampot and Kep with my family',
    'Moving to a new apartment',
    'Trip to Mondulkiri with friends',
    'Graduation ceremony at the Royal University of Phnom Penh',
    'Rest after the quarter-end release',
    'Taking my mother to her check-up at Calmette Hospital',
    'Short trip to Koh Rong Samloem',
  ],
  'Sick Leave': [
    'Fever and flu; the clinic advised two days of rest',
    "Dengue fever; doctor's advice to rest at home",
    'Food poisoning',
    'Wisdom tooth removed; the dentist advised rest',
    'Back pain; physiotherapy appointments',
  ],
  'Unpaid Leave': [
    'Accompanying my father for treatment in Bangkok',
    'Preparing for my ACCA exams',
    'Helping my family with the rice harvest in Takeo',
  ],
  'Maternity Leave': ['Maternity leave; expected delivery in two weeks'],
  'Special Leave': [
    'My wedding',
    'Funeral of my grandfather in Takeo',
    "My brother's ordination ceremony at the pagoda",
    'My wife is giving birth',
  ],
};

/** Half-day reasons: errands that take a morning or an afternoon. */
export const HALF_DAY_REASONS = [
  'Taking my children to the dentist',
  'Bank appointment for a home loan',
  'Renewing my passport at the Ministry of Interior',
  "Parent-teacher meeting at my daughter's school",
];

export const OVERTIME_REASONS: Record<string, string[]> = {
  Engineering: [
    'Production release of the payroll module',
    'Database migration window after office hours',
    'Fixing a production incident on the mobile app',
    'Load test before the ABA payment integration goes live',
    'Regression testing for the release candidate',
  ],
  'People & HR': [
    'Recruitment fair at the Institute of Technology of Cambodia',
    'Preparing the year-end performance reviews',
    'Onboarding day for the new support agents',
  ],
  Finance: ['Month-end closing', 'Preparing the quarterly tax declaration', 'Year-end audit preparation'],
  'Sales & Marketing': [
    'Product launch event at AEON Mall Sen Sok',
    'Customer event at the Sokha Hotel',
    'Finishing the proposal for a bank tender',
  ],
  Operations: [
    'Covering the evening support shift',
    'Server room cabling at the Head Office',
    'Moving equipment to the Toul Kork office',
  ],
};

export const POST_CLOCK_REASONS = {
  forget_clock_in: [
    'Phone battery died on the way; arrived before 8',
    'The fingerprint scanner at the entrance was not working',
    'Went straight into the morning stand-up and forgot to clock in',
    'Visited a client at Chip Mong 271 first, then came to the office',
  ],
  forget_clock_out: [
    'Left for a client meeting and forgot to clock out',
    'The app crashed when I tried to clock out',
    'Stayed for the deployment and forgot to clock out',
    'Power cut at the office in the evening; the scanner was off',
  ],
} as const;

/** Both clocks of a day missing. */
export const SCANNER_DOWN = 'The fingerprint scanner at the office was out of order all day';

/** Comments by kind; null: none given. */
export const COMMENTS = {
  approve: {
    leave: [null, null, null, 'OK', 'Approved. Enjoy!', 'Fine with me; please hand over to the team.'],
    overtime: [null, null, 'OK', 'Thanks for the extra effort.'],
    post_clock: [null, null, 'OK', 'Confirmed with the team.'],
  },
  sick: ['Get well soon.', 'Take care and rest.'],
  acknowledge: {
    leave: [null, null, 'Noted.', 'Noted; balance updated.'],
    overtime: [null, null, 'Noted.', 'Recorded for payroll.'],
    post_clock: [null, null, 'Noted.', 'Attendance corrected.'],
  },
  rejectLead: {
    leave: [
      'Two people from the team are already off that week; please choose other dates.',
      'This is release week; can you move it by a week?',
    ],
    unpaid: 'Please use your annual leave first.',
    overtime: [
      'Not needed this time; the work can wait until the next working day.',
      'Please plan this inside office hours.',
    ],
    forget_clock_in: ['The door access log shows you arrived at 9:40.', 'Nobody from the team saw you before 9:00.'],
    forget_clock_out: ["Security's log shows you left at 16:10.", 'You left with me at 16:30, not later.'],
  },
  rejectHr: {
    leave: 'Overlaps the year-end audit for your department; please speak to your manager.',
    special: 'Special Leave covers weddings, births and family funerals only; please file Annual Leave instead.',
    overtime: [
      "The team's overtime budget for this month is used up.",
      "Overtime needs the department manager's written request first.",
    ],
    post_clock: ['Third missing clock this month; please see HR first.', 'The time does not match the CCTV record.'],
  },
  cancel: {
    leave: ['Plans changed; I will work those days.', 'Dates changed; I will file again.'],
    overtime: ['Filed twice by mistake.', 'The work was finished within office hours.'],
    post_clock: ['Found my clock record; not needed.', 'Filed for the wrong day.'],
  },
} as const;
