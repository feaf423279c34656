// The dashboard screens' Khmer texts: exactly the keys of dashboard.en.ts, in the terms of ../glossary.md.
import type { dashboardEn } from './dashboard.en.ts';

export const dashboardKm: { readonly [K in keyof typeof dashboardEn]: string } = {};
