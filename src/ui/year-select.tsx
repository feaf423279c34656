// The year a page shows (balances, holidays): a few years back and ahead of the current one.
import { useText } from '../i18n/text.ts';
import { businessToday } from '../lib/time.ts';
import { SelectField } from './select-field.tsx';

export const currentYear = () => Number(businessToday().slice(0, 4));

export function YearSelect({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const t = useText();
  const now = currentYear();
  const years = Array.from({ length: 6 }, (_, i) => now - 3 + i);
  if (!years.includes(value)) years.push(value);
  return (
    <SelectField
      label={t('ui.year')}
      placeholder={t('ui.currentYear')}
      options={years.sort((a, b) => a - b).map((y) => ({ value: String(y), label: String(y) }))}
      value={String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : now)}
    />
  );
}
