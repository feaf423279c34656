// Every department as select options, for the project form and the requests area's filters. `enabled` false
// asks nothing (no department read: a 403 is noise).
import { useMemo } from 'react';
import { SHORT_LISTS, useAllPages } from './all-pages.ts';

export function useDepartmentOptions(enabled = true) {
  const { data, isLoading } = useAllPages(SHORT_LISTS.departments, enabled);
  const options = useMemo(() => (data ?? []).map((d) => ({ value: String(d.id), label: d.name })), [data]);
  return { options, isLoading };
}
