import useSWR from 'swr';
import { dashboard } from '../../../../contract/api/routes/dashboard.ts';
import { call, urlOf, type ResultOf } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

type Answer = ResultOf<typeof dashboard.get>;

/** The read asked for ahead of the page, with the session it was asked for: another user's is never shown. */
let ahead: { token: string; answer: Promise<Answer> } | null = null;

/** Asks for the dashboard ahead of its page, as soon as the session has its token; the page's first read takes it. */
export function prefetchDashboard(): void {
  if (!session.token) return;
  const answer = call(dashboard.get);
  answer.catch(() => undefined); // the page's read reports a failure, if it takes this answer
  ahead = { token: session.token, answer };
}

function takeAhead(): Promise<Answer> | undefined {
  const taken = ahead?.token === session.token ? ahead.answer : undefined;
  ahead = null;
  return taken;
}

export function useDashboard() {
  return useSWR(urlOf(dashboard.get), () => takeAhead() ?? call(dashboard.get));
}
