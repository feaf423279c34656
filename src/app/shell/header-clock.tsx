import { useEffect, useState } from 'react';
import { useText } from '../../i18n/text.ts';
import { formatClock } from '../../lib/time.ts';

/** "Saturday, 21st November 2026 04:05:09 pm" in Asia/Phnom_Penh, every second. Not a live region. */
export function HeaderClock() {
  const [now, setNow] = useState(() => Date.now());
  // Read so that a change of language re-renders the clock at once, not at its next tick.
  useText();
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <time
      dateTime={new Date(now).toISOString()}
      className="hidden text-sm tabular-nums text-slate-700 sm:block dark:text-slate-200"
    >
      {formatClock(now)}
    </time>
  );
}
