// The console's English texts, one key each: the catalogue every screen reads, in two parts (first.en.ts, carried
// by the first script; later.en.ts, the areas' screens, loaded with the console's shell: catalogues.ts). Its keys
// type every text asked for; the app imports the parts, tests and journeys this whole.
import { CREDENTIAL_MAX } from '../../contract/messages.ts';
import { firstEn } from './first.en.ts';
import { laterEn } from './later.en.ts';

export const en = { ...firstEn, ...laterEn } as const;

/** A key of the catalogue: a text asked for by a key it does not hold fails the typecheck. */
export type MessageKey = keyof typeof en;
/** A whole catalogue: every key of the English one, and no other. */
export type Messages = { readonly [K in MessageKey]: string };

// The longest username and password are part of the English texts; the Khmer ones say the same figures.
export const CREDENTIAL_LIMITS = CREDENTIAL_MAX;
