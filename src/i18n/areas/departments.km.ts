// The departments screens' Khmer texts: exactly the keys of departments.en.ts, in the terms of ../glossary.md.
import type { departmentsEn } from './departments.en.ts';

export const departmentsKm: { readonly [K in keyof typeof departmentsEn]: string } = {};
