// A point where a test can hold a job that runs on a worker thread, to act while it stands there (write beside a
// generation's open snapshot). Files are the signal because the job may be on another thread: set only by tests,
// HRMS_TEST_PAUSE_DIR names a folder; a file `<name>.hold` there arms the point; the job then writes
// `<name>.paused` and waits until the test deletes it. Without the variable (every real process) it does nothing.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export async function pauseForTest(name: string): Promise<void> {
  const dir = process.env.HRMS_TEST_PAUSE_DIR;
  if (!dir || !fs.existsSync(path.join(dir, `${name}.hold`))) return;
  const paused = path.join(dir, `${name}.paused`);
  fs.writeFileSync(paused, '');
  while (fs.existsSync(paused)) await sleep(10);
}
