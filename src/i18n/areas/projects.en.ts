// The projects screens' English texts, keyed `projects.…` (toasts `toast.projects.…`); projects.km.ts says each in Khmer.
import { PROJECT_TOAST } from '../../../commands/areas/projects/project-text.ts';

export const projectsEn = {
  'projects.add': 'Add Project',
  'projects.edit': 'Edit Project',
  'projects.loadFailed': 'This project could not be loaded.',
  'projects.listFailed': 'The projects could not be loaded.',
  'projects.code': 'Code',
  'projects.noDepartment': 'No department',
  'projects.endDateOptional': 'End date (optional)',
  'projects.members': 'Members',
  'projects.memberPlaceholder': 'Type a name or staff ID to add',
  'projects.noEmployeeFound': 'No employee found',
  'projects.noMembers': 'No members yet.',
  'projects.membersChosen': '{count, plural, one {{count} member chosen.} other {{count} members chosen.}}',
  'projects.chosenMembers': 'Chosen members',
  'projects.removeMember': 'Remove {name}',
  'projects.search': 'Search projects',
  'projects.searchPlaceholder': 'Name or code',
  'projects.pages': 'Projects pages',
  'projects.colNo': 'NO',
  'projects.colStart': 'Start',
  'projects.colEnd': 'End',
  'projects.colAction': 'Action',

  'toast.projects.created': 'Project created successfully!',
  'toast.projects.updated': 'Project updated successfully!',
  'toast.projects.deleted': PROJECT_TOAST.deleted,
  'toast.projects.failedCreate': 'Failed to create project',
  'toast.projects.failedUpdate': 'Failed to update project',
  // The form's own checks (the contract's rules, in the form's words).
  'toast.projects.nameRequired': 'Name is required.',
  'toast.projects.codeRequired': 'Code is required.',
  'toast.projects.startRequired': 'Start date is required.',
  'toast.projects.codeChars': 'Code can only contain letters, numbers, dash and underscore.',
  'toast.projects.endBeforeStart': 'End date must be on or after the start date.',
  'toast.projects.nameMax': 'Name must be at most {max} characters long.',
  'toast.projects.codeMax': 'Code must be at most {max} characters long.',
  'toast.projects.descriptionMax': 'Description must be at most {max} characters long.',

  'command.project.add': 'Add project',
  'command.project.edit': 'Edit project…',
  'command.project.delete': 'Delete project…',
  // What the commands ask before they act (ctx.confirm): the English each sends, said in the language on screen.
  'confirm.projects.delete': 'Delete project',
  'confirm.projects.deleteQuestion': 'Delete project "{name}"? Its member list goes with it. This cannot be undone.',
} as const;
