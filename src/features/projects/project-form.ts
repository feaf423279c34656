// The project form checked by the contract's own rules (projectBody) before it is sent, with messages
// naming fields as a person says them ('start date', not 'start_date').
import type { FieldValues, Path } from 'react-hook-form';
import { projectBody, type ProjectItem } from '../../../contract/api/projects.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import { spokenOnScreen } from '../../lib/error-text.ts';

export interface ProjectForm {
  name: string;
  code: string;
  department: string;
  members: PersonOption[];
  start_date: string;
  end_date: string;
  description: string;
}

export const EMPTY_PROJECT: ProjectForm = {
  name: '',
  code: '',
  department: '',
  members: [],
  start_date: '',
  end_date: '',
  description: '',
};

/** API field → form field. */
export const PROJECT_FIELDS: Record<string, Path<ProjectForm>> = {
  name: 'name',
  code: 'code',
  department_id: 'department',
  member_ids: 'members',
  start_date: 'start_date',
  end_date: 'end_date',
  description: 'description',
};

// The form says its errors in the language on screen.
export const spoken = spokenOnScreen({
  department_id: 'department',
  member_ids: 'members',
  start_date: 'start date',
  end_date: 'end date',
});

/** The request body before the contract checks it: empty optional fields become null, no start stays missing. */
export function toProjectBody(v: ProjectForm) {
  return {
    name: v.name,
    code: v.code,
    department_id: v.department ? Number(v.department) : null,
    member_ids: v.members.map((m) => m.id),
    start_date: v.start_date || undefined,
    end_date: v.end_date || null,
    description: v.description,
  };
}

export function toProjectForm(p: ProjectItem): ProjectForm {
  return {
    name: p.name,
    code: p.code,
    department: p.department ? String(p.department.id) : '',
    members: p.members,
    start_date: p.start_date,
    end_date: p.end_date ?? '',
    description: p.description,
  };
}

type Errors = Partial<Record<Path<ProjectForm>, { type: string; message: string }>>;

export function projectFormErrors(values: ProjectForm): Errors {
  const errors: Errors = {};
  const parsed = projectBody.safeParse(toProjectBody(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = PROJECT_FIELDS[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = { type: 'validation', message: spoken(issue.message) };
  }
  // The contract checks the dates against each other only once the rest is valid; say it at once.
  if (!errors.start_date && !errors.end_date && values.end_date) {
    const dates = projectBody.safeParse({
      name: 'x',
      code: 'x',
      start_date: values.start_date,
      end_date: values.end_date,
    });
    const issue = dates.success ? undefined : dates.error.issues.find((i) => i.path[0] === 'end_date');
    if (issue) errors.end_date = { type: 'validation', message: spoken(issue.message) };
  }
  return errors;
}

export async function projectResolver<T extends FieldValues = ProjectForm>(values: T) {
  const errors = projectFormErrors(values as unknown as ProjectForm);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
}
