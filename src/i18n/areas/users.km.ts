// The users screens' Khmer texts: exactly the keys of users.en.ts, in the terms of ../glossary.md.
import type { usersEn } from './users.en.ts';

export const usersKm: { readonly [K in keyof typeof usersEn]: string } = {};
