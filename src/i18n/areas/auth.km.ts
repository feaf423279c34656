// The auth screens' Khmer texts: exactly the keys of auth.en.ts, in the terms of ../glossary.md.
import type { authEn } from './auth.en.ts';

export const authKm: { readonly [K in keyof typeof authEn]: string } = {};
