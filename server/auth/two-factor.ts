// Two-factor sign-in's codes: RFC 6238 time-based one-time passwords (30 s steps, 6 digits, SHA-1: what every
// authenticator app reads from an otpauth:// address), single-use recovery codes, and the setup QR code.
// TOTP comes from `otpauth` (maintained, typed, one dependency on @noble/hashes, validates with a window);
// the QR code from `qrcode`, drawn as SVG here, so the browser loads nothing from elsewhere.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'HRMS';
const PERIOD_S = 30;
/** A code of the step before or after the current one is accepted too: phones' clocks drift. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret of 160 bits, RFC 4226's recommended length, as base32 (what apps take when typed). */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string, username = '') =>
  new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secret), period: PERIOD_S });

/** The time step a code belongs to, or null if it is not one of the secret's codes around `at`. */
export function codeStep(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = at.getTime();
  const delta = totp(secret).validate({ token, timestamp, window: WINDOW });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_S) + delta;
}

/** The code an authenticator shows at `at` (the tests and the demo compute codes with it). */
export const codeAt = (secret: string, at: Date): string => totp(secret).generate({ timestamp: at.getTime() });

/** True for what can only be a TOTP code (six digits); anything else is tried as a recovery code. */
export const isTotpShaped = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/** The otpauth:// address an authenticator app scans, and its QR code as an SVG document. */
export async function setupKey(secret: string, username: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totp(secret, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters (about 49 bits each) from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as it is hashed and compared: case, spaces and hyphens do not matter. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');
