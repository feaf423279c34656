// The demo organisation as data: its offices, departments with their teams, and the named managers and leads.
export const DEMO_OFFICES = [
  {
    name: 'Head Office',
    address: 'No. 41, Preah Norodom Blvd, Sangkat Phsar Thmei 3, Khan Daun Penh, Phnom Penh',
    latitude: 11.5696,
    longitude: 104.9236,
    radius_m: 150,
  },
  {
    name: 'BKK1 Office',
    address: 'No. 23, Street 278, Sangkat Boeung Keng Kang 1, Khan Boeung Keng Kang, Phnom Penh',
    latitude: 11.5515,
    longitude: 104.9232,
    radius_m: 120,
  },
  {
    name: 'Toul Kork Office',
    address: 'No. 9, Street 315, Sangkat Boeung Kak 1, Khan Toul Kork, Phnom Penh',
    latitude: 11.5802,
    longitude: 104.8987,
    radius_m: 250,
  },
] as const;

type OfficeName = (typeof DEMO_OFFICES)[number]['name'];

interface TeamSpec {
  name: string;
  size: number;
  offices: OfficeName[];
  positions: string[];
  /** Monthly salary range in US dollars. */
  pay: [number, number];
}

export const DEMO_DEPARTMENTS: Array<{
  name: string;
  description: string;
  manager: [string, string, 'male' | 'female', string];
  teams: TeamSpec[];
}> = [
  {
    name: 'Engineering',
    description: 'Builds and runs the products',
    manager: ['Keo', 'Vanna', 'male', 'Head of Engineering'],
    teams: [
      {
        name: 'Platform',
        size: 24,
        offices: ['Head Office'],
        positions: ['Backend Engineer', 'DevOps Engineer', 'Senior Backend Engineer', 'Site Reliability Engineer'],
        pay: [900, 2800],
      },
      {
        name: 'Web',
        size: 22,
        offices: ['Head Office', 'BKK1 Office'],
        positions: ['Frontend Engineer', 'Full-stack Engineer', 'Senior Frontend Engineer', 'UI Designer'],
        pay: [800, 2500],
      },
      {
        name: 'Mobile',
        size: 18,
        offices: ['BKK1 Office'],
        positions: ['Android Engineer', 'iOS Engineer', 'Mobile Engineer'],
        pay: [850, 2400],
      },
      {
        name: 'Quality Assurance',
        size: 14,
        offices: ['Head Office'],
        positions: ['QA Engineer', 'Test Automation Engineer', 'QA Analyst'],
        pay: [600, 1600],
      },
    ],
  },
  {
    name: 'People & HR',
    description: 'Hiring, people operations and payroll administration',
    manager: ['Chan', 'Sreymom', 'female', 'HR Manager'],
    teams: [
      {
        name: 'Recruitment',
        size: 10,
        offices: ['Head Office'],
        positions: ['Recruiter', 'Talent Acquisition Specialist', 'HR Coordinator'],
        pay: [550, 1300],
      },
      {
        name: 'People Operations',
        size: 12,
        offices: ['Head Office'],
        positions: ['HR Officer', 'HR Generalist', 'Training Coordinator'],
        pay: [500, 1400],
      },
    ],
  },
  {
    name: 'Finance',
    description: 'Accounting, payroll and reporting',
    manager: ['Lim', 'Bopha', 'female', 'Finance Manager'],
    teams: [
      {
        name: 'Accounting',
        size: 12,
        offices: ['Head Office'],
        positions: ['Accountant', 'Senior Accountant', 'Accounts Payable Officer'],
        pay: [600, 1700],
      },
      {
        name: 'Payroll',
        size: 8,
        offices: ['Head Office'],
        positions: ['Payroll Officer', 'Payroll Specialist'],
        pay: [550, 1400],
      },
    ],
  },
  {
    name: 'Sales & Marketing',
    description: 'Customers, partners and the brand',
    manager: ['Emily', 'Carter', 'female', 'Sales & Marketing Director'],
    teams: [
      {
        name: 'Sales',
        size: 22,
        offices: ['BKK1 Office', 'Toul Kork Office'],
        positions: ['Sales Executive', 'Account Manager', 'Business Development Officer'],
        pay: [450, 1800],
      },
      {
        name: 'Marketing',
        size: 14,
        offices: ['BKK1 Office'],
        positions: ['Marketing Officer', 'Content Writer', 'Graphic Designer', 'Digital Marketing Specialist'],
        pay: [500, 1500],
      },
    ],
  },
  {
    name: 'Operations',
    description: 'Customer support, IT and the offices',
    manager: ['Heng', 'Rith', 'male', 'Operations Manager'],
    teams: [
      {
        name: 'Customer Support',
        size: 28,
        offices: ['Toul Kork Office'],
        positions: ['Customer Support Agent', 'Support Team Supervisor', 'Call Centre Agent'],
        pay: [350, 900],
      },
      {
        name: 'IT & Facilities',
        size: 16,
        offices: ['Toul Kork Office', 'Head Office'],
        positions: ['IT Support Officer', 'Network Administrator', 'Facilities Officer', 'Driver'],
        pay: [350, 1200],
      },
    ],
  },
];

/** Named team leads the demo users and walkthroughs refer to, by team: [family, given, gender, position]. */
export const NAMED_LEADS: Record<string, [string, string, 'male' | 'female', string]> = {
  Platform: ['Sok', 'Dara', 'male', 'Platform Team Lead'],
};
