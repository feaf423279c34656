// The approval powers of a role, under its permission grid: act on any step, acknowledge (HR's step), cancel
// other people's requests. Who may act on a request comes from these, never from the role's name.
import { APPROVAL_CATALOGUE, permissionKey } from '../../../contract/permissions.ts';
import { useText } from '../../i18n/text.ts';
import type { PermissionIds } from './permission-grid.tsx';
import { POWER_TEXT } from './permission-text.ts';

export function ApprovalPowers({
  ids,
  selected,
  onChange,
}: {
  ids: PermissionIds;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}) {
  const t = useText();
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{t('roles.approvalPowers')}</legend>
      <ul className="space-y-1 text-sm">
        {APPROVAL_CATALOGUE.map((power) => {
          const id = ids.get(permissionKey(power));
          if (id == null) return null;
          return (
            <li key={power.action}>
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={selected.has(id)}
                  onChange={(e) => toggle(id, e.target.checked)}
                  className="h-4 w-4 accent-blue-700"
                />
                {t(POWER_TEXT[power.action])}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
