// The projects screens' Khmer texts: exactly the keys of projects.en.ts, in the terms of ../glossary.md.
import type { projectsEn } from './projects.en.ts';

export const projectsKm: { readonly [K in keyof typeof projectsEn]: string } = {};
