// A request as the entity commands act on: the person and a summary as its name, and what the server said
// about it (may I act, may I cancel, which step it waits for, its version) as `extra`.
import type { EntityRef } from '../../../commands/types.ts';
import type { RequestExtra } from '../../../commands/areas/requests/request-commands.ts';
import type { RequestKindMeta } from '../../../commands/areas/requests/request-kinds.ts';
import type { RequestItem } from './api/get-requests.ts';
import { textNow } from '../../i18n/text.ts';
import { KIND_VIEWS } from './kind-views.ts';
import { statusText } from './request-text.ts';

export const employeeLabel = (r: Pick<RequestItem, 'employee'>) => `${r.employee.full_name} · ${r.employee.staff_id}`;

export function requestEntity(kind: RequestKindMeta, r: RequestItem): EntityRef {
  const extra: RequestExtra = {
    can_act: r.can_act,
    can_cancel: r.can_cancel,
    mine: r.mine,
    status: r.status,
    step_role: r.current_step?.role ?? null,
    version: r.version,
  };
  return {
    kind: kind.entity,
    id: r.id,
    name: `${employeeLabel(r)} — ${KIND_VIEWS[r.kind].summary(r)} (${statusText(textNow, r.status, r.status_label)})`,
    extra: { ...extra },
  };
}
