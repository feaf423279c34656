import type { RequestKind } from '../../../contract/api/requests.ts';
import type { KindView } from './kind-view.ts';
import { leaveView } from './leave-view.tsx';
import { overtimeView } from './overtime-view.tsx';
import { postClockView } from './post-clock-view.tsx';

/** Each kind's view, typed loosely: the list hands a view only items of its own kind. */
export const KIND_VIEWS = { leave: leaveView, overtime: overtimeView, post_clock: postClockView } as unknown as Record<
  RequestKind,
  KindView
>;
