// The employees screens' Khmer texts: exactly the keys of employees.en.ts, in the terms of ../glossary.md.
import type { employeesEn } from './employees.en.ts';

export const employeesKm: { readonly [K in keyof typeof employeesEn]: string } = {};
