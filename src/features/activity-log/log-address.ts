// The log page's filters live in the address (/activity-log?resource=employee&record_id=12&from=…), so a
// filtered view can be linked, bookmarked and gone Back to. This reads them (ignoring anything malformed, as a
// hand-edited link may be) and writes them back; the page, the export and the History drawer share it.
import type { LogAddress } from '../../../commands/areas/activity-log/activity-log-commands.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NAME = /^[A-Za-z][A-Za-z-]{0,39}$/;

export interface LogView extends LogAddress {
  page: number;
}

export function readAddress(params: URLSearchParams): LogView {
  const text = (key: string, ok: (v: string) => boolean = () => true) => {
    const v = params.get(key)?.trim();
    return v && ok(v) ? v : undefined;
  };
  const positive = (key: string) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  return {
    actor_id: positive('actor_id'),
    actor_name: text('actor_name'),
    resource: text('resource', (v) => NAME.test(v)),
    action: text('action', (v) => NAME.test(v)),
    record_id: text('record_id', (v) => v.length <= 50),
    record_name: text('record_name'),
    from: text('from', (v) => DATE.test(v)),
    to: text('to', (v) => DATE.test(v)),
    page: positive('page') ?? 1,
  };
}

/** The address of a view: empty filters and the first page are left out. */
export function writeAddress(view: Partial<LogView>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** What the API filters on (names shown in the filters stay in the address only). */
export function apiFilters(view: LogAddress) {
  // A range typed backwards is read forwards rather than refused.
  const backwards = !!view.from && !!view.to && view.to < view.from;
  return {
    actor_id: view.actor_id,
    resource: view.resource,
    action: view.action,
    record_id: view.record_id,
    from: backwards ? view.to : view.from,
    to: backwards ? view.from : view.to,
  };
}

export const hasFilters = (view: LogAddress) =>
  [view.actor_id, view.resource, view.action, view.record_id, view.from, view.to].some((v) => v !== undefined);
