// The departments screens' English texts, keyed `departments.…` (toasts `toast.departments.…`); departments.km.ts
// says each in Khmer.
import { DEPARTMENT_TOAST } from '../../../commands/areas/departments/department-text.ts';

export const departmentsEn = {
  'departments.add': 'Add Department',
  'departments.edit': 'Edit Department',
  'departments.addTeam': 'Add Team',
  'departments.editTeam': 'Edit Team',
  'departments.manager': 'Manager',
  'departments.lead': 'Lead',
  'departments.selectDepartment': 'Select a department',
  'departments.listFailed': 'The departments could not be loaded.',
  'departments.filter': 'Filter departments and teams',
  'departments.filterPlaceholder': 'Name, manager or lead',
  'departments.table': 'Departments and teams',
  'departments.colManagerLead': 'Manager / Lead',
  'departments.colTeams': 'Teams',
  'departments.colMembers': 'Members',
  'departments.colAction': 'Action',
  'departments.colNo': 'NO',
  'departments.colPosition': 'Position',
  'departments.colProbation': 'Probation',
  'departments.showing':
    'Showing {departments, plural, one {# department} other {# departments}} and {teams, plural, one {# team} other {# teams}}',
  'departments.summary':
    '{departments, plural, one {# department} other {# departments}} · {teams, plural, one {# team} other {# teams}} · {members, plural, one {# member} other {# members}}',
  'departments.notFound': 'This department does not exist.',
  'departments.loadFailed': 'This department could not be loaded.',
  'departments.backToList': 'Back to departments',
  'departments.breadcrumb': 'Breadcrumb',
  'departments.about':
    'Manager: {manager} · {teams, plural, one {# team} other {# teams}} · {members, plural, one {# member} other {# members}}',
  'departments.noManager': 'none',
  'departments.members': 'Members',
  'departments.searchMembers': 'Search members',
  'departments.membersFound': '{count, plural, one {# member found} other {# members found}}',
  'departments.membersOf': 'Members of {name}',
  'departments.memberPages': 'Member pages',

  'toast.departments.created': 'Department created successfully!',
  'toast.departments.updated': 'Department updated successfully!',
  'toast.departments.deleted': DEPARTMENT_TOAST.deleted,
  'toast.departments.failedCreate': 'Failed to create department',
  'toast.departments.failedUpdate': 'Failed to update department',
  'toast.departments.teamCreated': 'Team created successfully!',
  'toast.departments.teamUpdated': 'Team updated successfully!',
  'toast.departments.teamDeleted': DEPARTMENT_TOAST.teamDeleted,
  'toast.departments.failedCreateTeam': 'Failed to create team',
  'toast.departments.failedUpdateTeam': 'Failed to update team',
  // The forms' own checks, beyond the name's and the description's (projects.en.ts says those).
  'toast.departments.departmentRequired': 'Department is required.',

  'command.department.add': 'Add department',
  'command.team.add': 'Add team',
  'command.department.members': 'Open department members…',
  'command.department.edit': 'Edit department…',
  'command.department.delete': 'Delete department…',
  'command.team.members': 'Open team members…',
  'command.team.edit': 'Edit team…',
  'command.team.delete': 'Delete team…',
  // What the commands ask before they act (ctx.confirm): the English each sends, said in the language on screen.
  'confirm.departments.delete': 'Delete department',
  'confirm.departments.deleteQuestion': 'Delete department "{name}" and its empty teams? This cannot be undone.',
  'confirm.departments.deleteTeam': 'Delete team',
  'confirm.departments.deleteTeamQuestion': 'Delete team "{name}"? This cannot be undone.',
  // An edit dialog whose record could not be loaded.
  'departments.couldNotLoad': 'This department could not be loaded.',
  'departments.teamCouldNotLoad': 'This team could not be loaded.',
} as const;
