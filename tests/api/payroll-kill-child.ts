// Child process of payroll-kill.test.ts, payroll-kill-pg.test.ts and payroll-regeneration.test.ts: generates a
// month's payroll on the database it is given (a SQLite file, or PostgreSQL with the schema), or regenerates the
// run REGENERATE_RUN names, saying "generating" first and "done" if it ever finishes (the tests kill it with
// SIGKILL before that).
import { openDatabase } from '../../server/db/database.ts';
import { generatePayroll, regeneratePayroll } from '../../server/modules/payroll/run-lifecycle-service.ts';

const [url, month, schema] = process.argv.slice(2);
const db = openDatabase(url, schema ? { schema } : {});
process.stdout.write('generating\n');
const actor = { id: 0, username: 'child', roleId: null, ip: '127.0.0.1' };
const regenerate = process.env.REGENERATE_RUN;
if (regenerate) await regeneratePayroll(db, actor, Number(regenerate), { exchange_rate: 4100 });
else await generatePayroll(db, actor, { month, exchange_rate: 4100 });
process.stdout.write('done\n');
await db.close();
