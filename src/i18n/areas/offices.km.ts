// The offices screens' Khmer texts: exactly the keys of offices.en.ts, in the terms of ../glossary.md.
import type { officesEn } from './offices.en.ts';

export const officesKm: { readonly [K in keyof typeof officesEn]: string } = {};
