// What differs between leave, overtime and post clock on screen: a few columns, the drawer's fields, a
// one-line summary (palette and row names) and the type filter. Everything else is shared.
import type { ReactNode } from 'react';
import type { Text } from '../../i18n/text.ts';
import type { Column } from '../../ui/data-table.tsx';
import type { RequestItem } from './api/get-requests.ts';

export interface Option {
  value: string;
  label: string;
}

export interface KindView<T extends RequestItem = RequestItem> {
  /** Columns between Employee and Status. */
  columns(t: Text): Column<T>[];
  /** The drawer's rows for the kind's own fields. */
  details(item: T, t: Text): Array<[label: string, value: ReactNode]>;
  /** "Annual Leave, 12/05/2026": tells two requests of one person apart. */
  summary(item: T): string;
  /** The list's type filter (its query parameter: listFilters in request-list-state.ts); `useOptions` is a hook. */
  typeFilter?: { label(t: Text): string; placeholder(t: Text): string; useOptions(t: Text): Option[] };
}
