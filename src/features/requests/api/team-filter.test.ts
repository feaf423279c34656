import { describe, expect, it } from 'vitest';
import { teamChoices, type TeamOption } from './team-filter.ts';

const team = (id: number, name: string, department: [number, string]): TeamOption => ({
  value: String(id),
  label: name,
  department: { value: String(department[0]), label: department[1] },
});
const TEAMS = [
  team(1, 'Sales', [10, 'Retail']),
  team(2, 'Sales', [20, 'Wholesale']),
  team(3, 'Payroll', [30, 'Finance']),
];

describe('team filter choices', () => {
  it('names every team with its department while no department is chosen (two may share a name)', () => {
    expect(teamChoices(TEAMS, '')).toEqual([
      { value: '1', label: 'Sales (Retail)' },
      { value: '2', label: 'Sales (Wholesale)' },
      { value: '3', label: 'Payroll (Finance)' },
    ]);
  });

  it('offers only the chosen department’s teams, by name', () => {
    expect(teamChoices(TEAMS, '20')).toEqual([{ value: '2', label: 'Sales' }]);
    expect(teamChoices(TEAMS, '99')).toEqual([]);
  });
});
