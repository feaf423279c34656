// The users screens' English texts, keyed `users.…` (toasts `toast.users.…`); users.km.ts says each in Khmer.
import { TOAST, TWO_FACTOR } from '../../../contract/messages.ts';

export const usersEn = {
  // The list.
  'users.no': 'NO',
  'users.username': 'Username',
  'users.lastLogin': 'Last Login',
  'users.createdAt': 'Created At',
  'users.action': 'Action',
  'users.pages': 'Users pages',

  // Add User and Edit User.
  'users.password': 'Password',
  'users.selectRole': 'Select a role',
  'users.employeeHintAdd': 'The employee this account belongs to: their payslips, clock-in and own requests. Optional.',
  'users.employeeHintEdit':
    'The employee this account belongs to: their payslips, clock-in and own requests. Clear it to unlink.',
  'users.couldNotLoad': 'This user could not be loaded.',
  'users.basicInformation': 'Basic Information',
  'users.resetTwoFactor': 'Reset two-factor',
  // ICU: '' is one apostrophe ("'.' left out: …").
  'users.leftOut': "''{chars}'' left out: {rule}",

  // The commands, their buttons and what they say.
  'command.user.add': 'Add user',
  'command.user.edit': 'Edit user…',
  'command.user.activate': 'Activate user…',
  'command.user.deactivate': 'Deactivate user…',
  'command.user.delete': 'Delete user…',
  'command.user.resetTwoFactor': 'Reset two-factor…',
  'command.user.export': 'Export users',
  'label.user.add': 'Add User',
  'label.user.activate': 'Activate',
  'label.user.deactivate': 'Deactivate',
  'label.user.export': 'Export',
  'confirm.users.delete': 'Delete user',
  'confirm.users.deleteQuestion': 'Delete user "{name}"? This cannot be undone.',
  'confirm.users.resetTwoFactor': 'Reset two-factor',
  'confirm.users.resetQuestion':
    'Reset two-factor sign-in of "{name}"? Their sessions end; they set it up again at their next sign-in.',
  'toast.users.created': TOAST.userCreated,
  'toast.users.updated': TOAST.userUpdated,
  'toast.users.deleted': TOAST.userDeleted,
  'toast.users.activated': TOAST.userActivated,
  'toast.users.deactivated': TOAST.userDeactivated,
  'toast.users.failedCreate': TOAST.failedCreateUser,
  'toast.users.failedUpdate': TOAST.failedUpdateUser,
  'toast.users.exportReady': TOAST.exportReady,
  'toast.users.twoFactorReset': TWO_FACTOR.reset('{username}'),
} as const;
