// The API's base path and page sizes, in a file of their own: the web app's first screen needs these, not zod.
export const API_BASE = '/api/v1/admin';

/** Page numbers beyond this are refused: no real list is that long, and huge offsets are a cheap DoS. */
export const MAX_PAGE = 100_000;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;
