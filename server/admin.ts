// `npm run admin -- <command>`: what the machine's operator does from a shell, outside the app, on the database
// DATABASE_URL names. Today one command: reset-password, the way back from a lost password (the first
// administrator's included) without deleting the database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { passwordField } from '../contract/api/sys-users.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { databaseName } from './db/database-name.ts';
import { resetPassword } from './modules/auth/reset-password-service.ts';
import type { ActivityActor } from './modules/activity-log/service.ts';

const USAGE = `Usage: npm run admin -- reset-password <username>

  Sets a new password for the user, ends all their sessions and lifts their sign-in locks.
  The password is read from HRMS_NEW_PASSWORD, or generated and printed once.
  The database is the one DATABASE_URL names (default file:./data/hrms.sqlite).`;

/** The log's actor: no account (the log shows "System"), with the operator's login and machine as its agent. */
function operator(): ActivityActor {
  let who = 'unknown';
  try {
    who = os.userInfo().username;
  } catch {
    // no entry for this uid (a container): the machine's name still says where it ran
  }
  return { id: null, username: null, ip: null, userAgent: `npm run admin reset-password (${who}@${os.hostname()})` };
}

async function main(argv: string[]): Promise<number> {
  const [command, username, ...extra] = argv;
  if (command !== 'reset-password' || !username || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const given = process.env.HRMS_NEW_PASSWORD;
  if (given !== undefined) {
    const checked = passwordField.safeParse(given);
    if (!checked.success) {
      console.error(`HRMS_NEW_PASSWORD: ${checked.error.issues[0].message} Nothing was changed.`);
      return 1;
    }
  }
  const password = given ?? crypto.randomBytes(12).toString('base64url');

  const url = readConfig().databaseUrl;
  // Opening a SQLite path that does not exist would create an empty database there.
  if (url.startsWith('file:') && !fs.existsSync(url.slice('file:'.length))) {
    console.error(`No database at ${databaseName(url)}: set DATABASE_URL to the one the server uses.`);
    return 1;
  }
  const db = openDatabase(url);
  try {
    const account = await resetPassword(db, username, password, operator());
    if (!account) {
      console.error(`No user named "${username}" in ${databaseName(url)}. Nothing was changed.`);
      return 1;
    }
    console.log(`Password of "${account.username}" reset; every session of theirs has ended.`);
    // Shown once: only its hash is stored.
    if (given === undefined) console.log(`New password: ${password}`);
    if (account.status !== 'Active') {
      console.log(`The account is ${account.status}: it signs in only once it is activated again.`);
    }
    return 0;
  } catch (error) {
    console.error(`Could not reset the password in ${databaseName(url)}: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
