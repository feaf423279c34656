// The sign-in screens' English texts, keyed `auth.…` (toasts `toast.auth.…`); auth.km.ts says each in Khmer.
import { TWO_FACTOR } from '../../../contract/messages.ts';

export const authEn = {
  // The second step: the authenticator's code, or its setup when the role requires it.
  'auth.codeLabel': 'Authentication code',
  'auth.codeHint': 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  'auth.verify': 'Verify',
  'auth.verifying': 'Verifying...',
  'auth.continue': 'Continue',
  'auth.setupTitle': 'Set up two-factor sign-in',
  'auth.setupRequired': 'Your role requires a second step at sign-in.',
  'toast.auth.codeRequired': TWO_FACTOR.codeRequired,
  'toast.auth.codeMax': TWO_FACTOR.codeMax,
  'toast.auth.codeWrong': TWO_FACTOR.codeWrong,
  'toast.auth.challengeExpired': TWO_FACTOR.challengeExpired,
} as const;
