// The account screens' English texts, keyed `account.…` (toasts `toast.account.…`); account.km.ts says each in Khmer.
import { TOAST, TWO_FACTOR, VALIDATION } from '../../../contract/messages.ts';

export const accountEn = {
  // Change my password.
  'account.password.title': 'Change My Password',
  'account.password.current': 'Current password',
  'account.password.new': 'New password',
  'account.password.newHint': 'At least 8 characters. Your other devices are signed out.',
  'account.password.repeat': 'Repeat new password',
  'account.password.submit': 'Change password',
  'account.password.submitting': 'Changing...',
  'toast.account.passwordChanged': TOAST.passwordChanged,
  'toast.account.unknownError': TOAST.unknownError,
  'validation.account.passwordsDiffer': VALIDATION.passwordsDiffer,
  'validation.account.currentPasswordRequired': VALIDATION.currentPasswordRequired,
  'validation.account.currentPasswordWrong': VALIDATION.currentPasswordWrong,
  'validation.account.newPasswordSame': VALIDATION.newPasswordSame,
  'validation.account.passwordMin': VALIDATION.passwordMin,

  // Two-factor sign-in.
  'account.twoFactor.title': 'Two-Factor Sign-In',
  'account.twoFactor.loading': 'Loading…',
  'account.twoFactor.done': 'Done',
  'account.twoFactor.isOn': 'Two-factor sign-in is on.',
  'account.twoFactor.codesLeft':
    '{count, plural, one {{count} recovery code left.} other {{count} recovery codes left.}}',
  'account.twoFactor.howToTurnOff': 'To turn it off, enter a current code.',
  'account.twoFactor.code': 'Authentication code',
  'account.twoFactor.turnOff': 'Turn off',
  'account.twoFactor.turningOff': 'Turning off...',
  'account.twoFactor.requiredByRole': TWO_FACTOR.requiredByRole,
  'toast.account.twoFactorOn': TWO_FACTOR.enabled,
  'toast.account.twoFactorOff': TWO_FACTOR.disabled,
  'validation.account.codeRequired': TWO_FACTOR.codeRequired,
  'validation.account.codeMax': TWO_FACTOR.codeMax,
  'validation.account.codeWrong': TWO_FACTOR.codeWrong,
  // What the commands ask before they act (ctx.confirm): the English each sends, said in the language on screen.
  'confirm.account.signOutEverywhere': 'Sign out everywhere',
  'confirm.account.signOutEverywhereQuestion':
    'End every session of your account, on this device and all others? You will need to sign in again.',
} as const;
