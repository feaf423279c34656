// Text a request may carry. A NUL or another control character (tab, line feed and carriage return aside, which
// notes and addresses may hold) never belongs in a name, a note or a search, and PostgreSQL cannot store a NUL at
// all: a name with one answered 500 there while SQLite kept it. A lone UTF-16 surrogate is text no encoding can
// write. Every route's params, query and body pass through here before their schema (route.ts).
import type { Validator } from '../../contract/api/common.ts';

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Invalid UTF-8 in a JSON body or a query arrives decoded as U+FFFD, which nobody types on purpose. */
const REPLACEMENT = '\uFFFD';

export const controlTextMessage = (field: string) => `${field} must not contain control characters or invalid text.`;

const badText = (text: string) => FORBIDDEN.test(text) || text.includes(REPLACEMENT);

// Parsed JSON and query strings are records (the query's without Object's prototype); an upload is a Buffer,
// checked by its own import.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);

/**
 * The field of the first string (or object key) in `value` holding a forbidden character, named by its top-level
 * key as the form knows it (`where` for a bare string); undefined when all is well. Iterative, so a deeply nested
 * body cannot exhaust the stack.
 */
export function badTextField(value: unknown, where: string): string | undefined {
  const pending: Array<[unknown, string | undefined]> = [[value, undefined]];
  while (pending.length) {
    const [item, field] = pending.pop()!;
    if (typeof item === 'string') {
      if (badText(item)) return field ?? where;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push([element, field]);
    } else if (isRecord(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (badText(key)) return field ?? where;
        pending.push([inner, field ?? key]);
      }
    }
  }
  return undefined;
}

/** The validators refusing a request's text, or none. */
export function badTextValidators(inputs: Array<[unknown, string]>): Validator[] {
  for (const [value, where] of inputs) {
    const field = badTextField(value, where);
    if (field !== undefined) return [{ field, message: controlTextMessage(field) }];
  }
  return [];
}
