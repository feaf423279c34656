// The account screens' Khmer texts: exactly the keys of account.en.ts, in the terms of ../glossary.md.
import type { accountEn } from './account.en.ts';

export const accountKm: { readonly [K in keyof typeof accountEn]: string } = {};
