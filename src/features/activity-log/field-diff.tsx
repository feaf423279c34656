// An entry's fields before and after, one row each. A changed field is marked in words ("Changed") and weight,
// not by colour alone; secrets never reach here (the server strips them) and are left out again if they did.
import { useState } from 'react';
import { changeText, fieldChanges, type FieldChange } from '../../../contract/activity-changes.ts';
import { FIELD_LABELS } from '../../../contract/field-labels.ts';
import { formatBusinessDate, formatDateTime } from '../../lib/time.ts';
import { useText } from '../../i18n/text.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { formatUsd } from '../../../contract/money.ts';

/** A stored field by the label its form gives it ("salary_cents" → "Monthly salary"); a field no form shows is
 * read out of its key ("last_login_at" → "Last login at"). */
export const fieldLabel = (field: string) => {
  if (field in FIELD_LABELS) return FIELD_LABELS[field as keyof typeof FIELD_LABELS];
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Money is stored in cents: shown as dollars. Dates read as everywhere else: a day as
 * DD MMM YYYY, a moment as DD/MM/YYYY hh:mmA in Phnom Penh. */
export function valueText(field: string, value: unknown): string {
  if (field.endsWith('_cents') && typeof value === 'number') return formatUsd(value);
  if (typeof value === 'string' && DAY.test(value)) return formatBusinessDate(value);
  if (typeof value === 'string' && MOMENT.test(value)) return formatDateTime(value);
  return changeText(value);
}

type Snapshot = Record<string, unknown> | null;

export function FieldDiff({ before, after, caption }: { before: Snapshot; after: Snapshot; caption: string }) {
  const t = useText();
  const all = fieldChanges(before, after);
  const changed = all.filter((c) => c.changed);
  // An update is about what changed; a record created or deleted is shown whole.
  const isUpdate = before !== null && after !== null;
  const [showAll, setShowAll] = useState(!isUpdate);
  const rows: FieldChange[] = showAll ? all : changed;
  if (all.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('activity-log.noFields')}</p>;
  return (
    <div>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {t('activity-log.fieldsChanged', { changed: changed.length, all: all.length })}
      </p>
      {isUpdate ? (
        <CheckboxField
          label={t('activity-log.showUnchanged')}
          checked={showAll}
          onChange={(e) => setShowAll(e.target.checked)}
        />
      ) : null}
      <table className="mt-2 w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-xs uppercase tracking-wide dark:border-slate-600">
            <th scope="col" className="w-1/4 py-1 pr-2">
              {t('activity-log.field')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('activity-log.before')}
            </th>
            <th scope="col" className="py-1">
              {t('activity-log.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr
              key={c.field}
              className={
                c.changed
                  ? 'border-b border-slate-200 bg-amber-50 font-semibold dark:border-slate-700 dark:bg-amber-950/40'
                  : 'border-b border-slate-200 dark:border-slate-700'
              }
            >
              <th scope="row" className="py-1 pr-2 text-left align-top font-medium break-words">
                {fieldLabel(c.field)}
                {c.changed ? (
                  <span className="ml-1 block text-xs font-semibold text-amber-900 dark:text-amber-200">
                    {t('activity-log.changed')}
                  </span>
                ) : null}
              </th>
              <td className="py-1 pr-2 align-top break-words">{valueText(c.field, c.before)}</td>
              <td className="py-1 align-top break-words">{valueText(c.field, c.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
