// The ui screens' Khmer texts: exactly the keys of ui.en.ts, in the terms of ../glossary.md.
import type { uiEn } from './ui.en.ts';

export const uiKm: { readonly [K in keyof typeof uiEn]: string } = {};
