import { sql, type RawBuilder } from 'kysely';

/** `lower(column) LIKE %text%` with the user's text escaped, so % and _ match themselves. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
