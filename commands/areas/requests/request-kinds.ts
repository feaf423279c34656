// The three request kinds as the console shows them: route, permission resource, palette entity and key context
// (their API routes: contract/api/routes/requests.ts). Commands and screens read this one table so leave, OT and
// post clock never drift apart.
// (Notification types → pages: contract/notifications.ts.)
import type { RequestKind } from '../../../contract/api/requests.ts';
import type { Resource } from '../../../contract/permissions.ts';
import type { EntityKind } from '../../types.ts';

export interface RequestKindMeta {
  kind: RequestKind;
  /** List page; the add page is `${route}/add`. */
  route: '/leave' | '/ot' | '/post-clock-request';
  resource: Extract<Resource, 'leaveRequest' | 'overtimeRequest' | 'postClockRequest'>;
  entity: 'leaveRequest' | 'overtimeRequest' | 'postClockRequest';
  keyContext: 'leave' | 'overtime' | 'postClock';
  /** "leave request": titles and confirmations. */
  noun: string;
  /** Command group in the palette. */
  group: string;
}

export const REQUEST_KIND_META: Readonly<Record<RequestKind, RequestKindMeta>> = {
  leave: {
    kind: 'leave',
    route: '/leave',
    resource: 'leaveRequest',
    entity: 'leaveRequest',
    keyContext: 'leave',
    noun: 'leave request',
    group: 'Leave',
  },
  overtime: {
    kind: 'overtime',
    route: '/ot',
    resource: 'overtimeRequest',
    entity: 'overtimeRequest',
    keyContext: 'overtime',
    noun: 'overtime request',
    group: 'OT',
  },
  post_clock: {
    kind: 'post_clock',
    route: '/post-clock-request',
    resource: 'postClockRequest',
    entity: 'postClockRequest',
    keyContext: 'postClock',
    noun: 'post clock request',
    group: 'Post Clock Request',
  },
};

export const REQUEST_KIND_LIST: readonly RequestKindMeta[] = Object.values(REQUEST_KIND_META);

/** The kind a request entity belongs to. */
export function requestKindOfEntity(entity: EntityKind): RequestKindMeta | undefined {
  return REQUEST_KIND_LIST.find((m) => m.entity === entity);
}
