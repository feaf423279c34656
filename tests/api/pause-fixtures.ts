// A pause point of the server (server/lib/test-pause.ts) as a test arms it, waits for a job to stand there and lets
// it go. The folder is set for this process at import, before the app starts its worker threads (they copy the
// environment when they start).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-pause-'));
process.env.HRMS_TEST_PAUSE_DIR = dir;

export function pausePoint(name: string) {
  const hold = path.join(dir, `${name}.hold`);
  const paused = path.join(dir, `${name}.paused`);
  const die = path.join(dir, `${name}.die`);
  return {
    /** Jobs that reach the point from now on stop there. */
    arm: () => fs.writeFileSync(hold, ''),
    /** Jobs reaching it go on. */
    disarm: () => fs.rmSync(hold, { force: true }),
    async untilPaused(): Promise<void> {
      for (let waited = 0; !fs.existsSync(paused); waited += 10) {
        if (waited > 90_000) throw new Error(`no job reached the pause ${name}`);
        await sleep(10);
      }
    },
    /** Lets the job standing there go on. */
    release: () => fs.rmSync(paused, { force: true }),
    /** Ends the worker thread of the job standing there, as a crash would; the point is then free again. */
    async crash(): Promise<void> {
      fs.writeFileSync(die, '');
      // The thread takes the file as it ends; its `.paused` stays.
      for (let waited = 0; fs.existsSync(die); waited += 10) {
        if (waited > 90_000) throw new Error(`no job ended at the pause ${name}`);
        await sleep(10);
      }
      fs.rmSync(paused, { force: true });
    },
  };
}
