// The employees screens' Khmer texts: exactly the keys of employees.en.ts, in the terms of ../glossary.md.
import type { employeesEn } from './employees.en.ts';

export const employeesKm: { readonly [K in keyof typeof employeesEn]: string } = {
  'employees.probation.passed': 'ផុតការសាកល្បង',
  'employees.probation.on_probation': 'កំពុងសាកល្បង',
  'employees.probation.none': 'គ្មានការសាកល្បង',
  'employees.status.active': 'សកម្ម',
  'employees.status.resigned': 'លាលែង',
};
