// The attendance screens' Khmer texts: exactly the keys of attendance.en.ts, in the terms of ../glossary.md.
import type { attendanceEn } from './attendance.en.ts';

export const attendanceKm: { readonly [K in keyof typeof attendanceEn]: string } = {};
