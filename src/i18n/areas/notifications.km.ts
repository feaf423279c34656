// The notifications screens' Khmer texts: exactly the keys of notifications.en.ts, in the terms of ../glossary.md.
import type { notificationsEn } from './notifications.en.ts';

export const notificationsKm: { readonly [K in keyof typeof notificationsEn]: string } = {};
