// The requests screens' Khmer texts: exactly the keys of requests.en.ts, in the terms of ../glossary.md.
import type { requestsEn } from './requests.en.ts';

export const requestsKm: { readonly [K in keyof typeof requestsEn]: string } = {};
