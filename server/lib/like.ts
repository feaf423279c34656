import { sql, type RawBuilder } from 'kysely';

/** `lower(column) LIKE %text%` with the user's text escaped, so % and _ match themselves. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return containsPattern(column, likePattern(text));
}

/** The LIKE pattern containsText matches: lower-cased, escaped, between two %. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) LIKE pattern`, for a pattern made by likePattern. */
export function containsPattern(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
