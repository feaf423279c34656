// The activity-log screens' Khmer texts: exactly the keys of activity-log.en.ts, in the terms of ../glossary.md.
import type { activityLogEn } from './activity-log.en.ts';

export const activityLogKm: { readonly [K in keyof typeof activityLogEn]: string } = {};
