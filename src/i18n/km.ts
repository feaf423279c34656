// The console's Khmer texts: exactly the keys of en.ts (a missing or extra key fails the typecheck, and
// catalogue.test.ts names it), in the same two parts (first.km.ts, later.km.ts).
import type { Messages } from './en.ts';
import { firstKm } from './first.km.ts';
import { laterKm } from './later.km.ts';

export const km: Messages = { ...firstKm, ...laterKm };
