// `npm run admin -- <command>`: what the machine's operator does from a shell, outside the app, on the database
// DATABASE_URL names: reset-password and reset-two-factor, the ways back from a lost password or a lost
// authenticator (the first administrator's included) without deleting the database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { passwordField } from '../contract/api/users.ts';
import { readConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { databaseName } from './db/database-name.ts';
import { resetPassword, resetTwoFactorByOperator } from './modules/auth/reset-password-service.ts';
import type { ActivityActor } from './modules/activity-log/service.ts';

const USAGE = `Usage: npm run admin -- reset-password <username>
       npm run admin -- reset-two-factor <username>

  reset-password    sets a new password for the user, ends all their sessions and lifts their sign-in locks.
                    The password is read from HRMS_NEW_PASSWORD, or generated and printed once.
  reset-two-factor  turns the user's two-factor sign-in off (a lost authenticator) and ends all their sessions;
                    if their role requires it, they set it up again at their next sign-in.
  The database is the one DATABASE_URL names (default file:./data/hrms.sqlite).`;

/** The log's actor: no account (the log shows "System"), with the operator's login and machine as its agent. */
function operator(command: string): ActivityActor {
  let who = 'unknown';
  try {
    who = os.userInfo().username;
  } catch {
    // no entry for this uid (a container): the machine's name still says where it ran
  }
  return { id: null, username: null, ip: null, userAgent: `npm run admin ${command} (${who}@${os.hostname()})` };
}

async function main(argv: string[]): Promise<number> {
  const [command, username, ...extra] = argv;
  if (!(command === 'reset-password' || command === 'reset-two-factor') || !username || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'reset-two-factor') return withDatabase((db, url) => twoFactorOff(db, url, username));
  const given = process.env.HRMS_NEW_PASSWORD;
  if (given !== undefined) {
    const checked = passwordField.safeParse(given);
    if (!checked.success) {
      console.error(`HRMS_NEW_PASSWORD: ${checked.error.issues[0].message} Nothing was changed.`);
      return 1;
    }
  }
  const password = given ?? crypto.randomBytes(12).toString('base64url');

  return withDatabase(async (db, url) => {
    const account = await resetPassword(db, username, password, operator(command));
    if (!account) return unknownUser(username, url);
    console.log(`Password of "${account.username}" reset; every session of theirs has ended.`);
    // Shown once: only its hash is stored.
    if (given === undefined) console.log(`New password: ${password}`);
    if (account.status !== 'Active') {
      console.log(`The account is ${account.status}: it signs in only once it is activated again.`);
    }
    return 0;
  });
}

async function twoFactorOff(db: Database, url: string, username: string): Promise<number> {
  const account = await resetTwoFactorByOperator(db, username, operator('reset-two-factor'));
  if (!account) return unknownUser(username, url);
  console.log(`Two-factor sign-in of "${account.username}" turned off; every session of theirs has ended.`);
  return 0;
}

function unknownUser(username: string, url: string): number {
  console.error(`No user named "${username}" in ${databaseName(url)}. Nothing was changed.`);
  return 1;
}

/** Runs `work` on the database DATABASE_URL names; a failure is reported, not thrown. */
async function withDatabase(work: (db: Database, url: string) => Promise<number>): Promise<number> {
  const url = readConfig().databaseUrl;
  // Opening a SQLite path that does not exist would create an empty database there.
  if (url.startsWith('file:') && !fs.existsSync(url.slice('file:'.length))) {
    console.error(`No database at ${databaseName(url)}: set DATABASE_URL to the one the server uses.`);
    return 1;
  }
  const db = openDatabase(url);
  try {
    return await work(db, url);
  } catch (error) {
    console.error(`Could not change ${databaseName(url)}: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
