// The payroll screens' Khmer texts: exactly the keys of payroll.en.ts, in the terms of ../glossary.md.
import type { payrollEn } from './payroll.en.ts';

export const payrollKm: { readonly [K in keyof typeof payrollEn]: string } = {};
