// The employees screens' English texts, keyed `employees.…` (toasts `toast.employees.…`); employees.km.ts says each in Khmer.
import { EMPLOYEE_TOAST } from '../../../commands/areas/employees/employee-commands.ts';
import { TOAST } from '../../../contract/messages.ts';

export const employeesEn = {
  // Stored values as they read on screen (the department's member list shows them too).
  'employees.probation.passed': 'Passed',
  'employees.probation.on_probation': 'On Probation',
  'employees.probation.none': 'No probation',
  'employees.status.active': 'Active',
  'employees.status.resigned': 'Resigned',

  // The list.
  'employees.count': '{n} {count, plural, one {employee} other {employees}}',
  'employees.listFailed': 'The employees could not be loaded.',
  'employees.pages': 'Employees pages',
  'employees.colJoinDate': 'Join Date',
  'employees.colProbation': 'Probation',
  'employees.colAction': 'Action',
  'employees.sortBy': 'Sort by',
  'employees.sort.-created_at': 'Newest first',
  'employees.sort.created_at': 'Oldest first',
  'employees.sort.name': 'Name (A–Z)',
  'employees.sort.-name': 'Name (Z–A)',
  'employees.sort.staff_id': 'Staff ID (ascending)',
  'employees.sort.-staff_id': 'Staff ID (descending)',
  'employees.sort.-join_date': 'Join date (latest first)',
  'employees.sort.join_date': 'Join date (earliest first)',
  'employees.sort.-salary': 'Salary (highest first)',
  'employees.sort.salary': 'Salary (lowest first)',
  'employees.probation': 'Probation',
  'employees.anyProbation': 'Any probation',

  // Move to team.
  'employees.moveTitle': 'Move to team',
  'employees.isIn': '{name} is in {team}.',
  'employees.isInNoTeam': '{name} is in no team.',
  'employees.teamsFailed': 'The teams could not be loaded.',
  'employees.newTeam': 'New team',
  'employees.selectTeam': 'Select a team',
  'employees.noTeam': 'No team',
  'employees.move': 'Move',
  'employees.updating': 'Updating...',
  'employees.chooseTeam': 'Choose a team.',

  // Offices and photo.
  'employees.offices': 'Offices',
  'employees.loadingOffices': 'Loading offices…',
  'employees.noOffices': 'No offices yet: add one under Offices first.',
  'employees.photoOptional': 'Photo (optional)',
  'employees.photoOf': 'Photo of {name}',
  'employees.photoOfSomeone': 'Photo of the employee',
  'employees.removePhoto': 'Remove photo',
  'employees.photoType': 'photo must be a PNG, JPEG or WebP image.',
  'employees.photoSize': 'photo must be smaller than 150 KB.',

  // Import.
  'employees.importTitle': 'Import Employees',
  'employees.importIntro':
    'One employee per row, up to 5,000 rows and 5 MB. Every row is checked first: if any row has a problem, nothing is imported and each problem is listed here.',

  'toast.employees.created': EMPLOYEE_TOAST.created,
  'toast.employees.updated': EMPLOYEE_TOAST.updated,
  'toast.employees.resigned': EMPLOYEE_TOAST.resigned,
  'toast.employees.deleted': EMPLOYEE_TOAST.deleted,
  'toast.employees.moved': EMPLOYEE_TOAST.moved('{team}'),
  'toast.employees.failedCreate': EMPLOYEE_TOAST.failedCreate,
  'toast.employees.failedUpdate': EMPLOYEE_TOAST.failedUpdate,
  'toast.employees.exportReady': TOAST.exportReady,

  'command.employee.import': 'Import employees',
  'command.employee.exportCsv': 'Export employees (.csv)',
  'command.employee.exportXlsx': 'Export employees (.xlsx)',
  'command.employee.add': 'Add employee',
  'command.employee.edit': 'Edit employee…',
  'command.employee.moveTeam': 'Move to team…',
  'command.employee.resign': 'Resign employee…',
  'command.employee.delete': 'Delete employee…',
  'command.employee.openUser': 'Open linked user…',
} as const;
