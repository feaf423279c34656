// A team picker grouped by department (the department follows from the team), for the form and the move
// dialog.
import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from '../../ui/field.tsx';
import { useText } from '../../i18n/text.ts';

export interface TeamChoice {
  id: number;
  name: string;
  department: { id: number; name: string };
}

function byDepartment(teams: readonly TeamChoice[]) {
  const groups = new Map<string, TeamChoice[]>();
  for (const t of [...teams].sort(
    (a, b) => a.department.name.localeCompare(b.department.name) || a.name.localeCompare(b.name),
  )) {
    groups.set(t.department.name, [...(groups.get(t.department.name) ?? []), t]);
  }
  return [...groups];
}

export function TeamSelect({
  teams,
  label,
  noneLabel,
  error,
  ref,
  id,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  teams: readonly TeamChoice[];
  label?: string;
  noneLabel?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const t = useText();
  return (
    <Field label={label ?? t('common.team')} error={error} id={id}>
      {(control) => (
        <select ref={ref} {...control} {...rest}>
          <option value="">{noneLabel ?? t('employees.noTeam')}</option>
          {byDepartment(teams).map(([department, list]) => (
            <optgroup key={department} label={department}>
              {list.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
