// The time the server acts at: the real time, or, while the demo seed replays its history through the real
// services, the moment being replayed (atTime). Everything that stamps or measures "now" reads it, so a
// replayed request is checked by the rules of its day and stamped with its moment.
import { AsyncLocalStorage } from 'node:async_hooks';

const replayed = new AsyncLocalStorage<number>();

export function currentTime(): Date {
  const at = replayed.getStore();
  return at === undefined ? new Date() : new Date(at);
}

/** The current time as the ISO-8601 UTC text the database stores and the API returns. */
export function nowIso(): string {
  return currentTime().toISOString();
}

/** Runs fn (and everything it awaits) as if it were `at`. */
export function atTime<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  return replayed.run(at.getTime(), fn);
}
