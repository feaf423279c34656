// A point where a test can hold a job that runs on a worker thread, to act while it stands there (write beside a
// generation's open snapshot). Files are the signal because the job may be on another thread: set only by tests,
// HRMS_TEST_PAUSE_DIR names a folder; a file `<name>.hold` there arms the point; the job then writes
// `<name>.paused` and waits until the test deletes it. A file `<name>.die` written meanwhile ends a job's worker
// thread there (taking the file), as a crash would, the process living on. Without the variable (every real process) it does
// nothing.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread } from 'node:worker_threads';

export async function pauseForTest(name: string): Promise<void> {
  const dir = process.env.HRMS_TEST_PAUSE_DIR;
  if (!dir || !fs.existsSync(path.join(dir, `${name}.hold`))) return;
  const paused = path.join(dir, `${name}.paused`);
  fs.writeFileSync(paused, '');
  const die = path.join(dir, `${name}.die`);
  while (fs.existsSync(paused)) {
    if (!isMainThread && fs.existsSync(die)) {
      fs.rmSync(die);
      process.exit(1);
    }
    await sleep(10);
  }
}
