// The leave screens' Khmer texts: exactly the keys of leave.en.ts, in the terms of ../glossary.md.
import type { leaveEn } from './leave.en.ts';

export const leaveKm: { readonly [K in keyof typeof leaveEn]: string } = {};
