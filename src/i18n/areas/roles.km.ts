// The roles screens' Khmer texts: exactly the keys of roles.en.ts, in the terms of ../glossary.md.
import type { rolesEn } from './roles.en.ts';

export const rolesKm: { readonly [K in keyof typeof rolesEn]: string } = {};
