// Bench page (built as a separate entry, never linked from the app): the real palette view and the real
// virtualised table fed synthetic data, so `npm run bench` can time them in Chromium without seeding.
import { useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { EmployeeItem } from '../../contract/api/employees.ts';
import { prepare, rank } from '../../commands/fuzzy.ts';
import { PaletteView, type PaletteItem } from '../app/palette/palette-view.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { fakeContext } from '../../commands/test-context.ts';
import { PERMISSION_CATALOGUE, permissionKey } from '../../contract/permissions.ts';
import { setContextFactory } from '../lib/command-runtime.ts';
import { EMPLOYEE_COLUMNS } from '../features/employees/employee-columns.tsx';
import { employeeEntity } from '../features/employees/employee-entity.ts';
import '../styles.css';

declare global {
  interface Window {
    __bench: { keystrokeMs: number[]; mark: () => void };
  }
}

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
const GROUPS = ['Navigate', 'Users', 'Roles', 'Employees', 'Requests'];
const params = new URLSearchParams(location.search);
const entries = Number(params.get('entries') ?? 10_000);
const rows = Number(params.get('rows') ?? 100_000);

const ITEMS: PaletteItem[] = Array.from({ length: entries }, (_, i) => ({
  key: `e:${i}`,
  title: `${WORDS[i % 10]} ${WORDS[Math.floor(i / 10) % 10]} employee ${i}`,
  group: GROUPS[i % GROUPS.length],
  keywords: [`staff ${i}`],
}));

let started = 0;
window.__bench = {
  keystrokeMs: [],
  mark: () => {
    started = performance.now();
  },
};
// Capture phase: the clock starts before React sees the keystroke.
window.addEventListener('keydown', () => window.__bench.mark(), true);

function PaletteBench() {
  const [query, setQuery] = useState('');
  const prepared = useMemo(() => prepare(ITEMS), []);
  const items = useMemo(() => rank(prepared, query, (i) => i.key), [prepared, query]);
  const onCommit = useCallback(() => {
    if (started) window.__bench.keystrokeMs.push(performance.now() - started);
    started = 0;
  }, []);
  return (
    <div className="mx-auto max-w-xl border" data-bench="palette">
      <PaletteView
        items={items}
        query={query}
        onQuery={setQuery}
        onSelect={() => {}}
        placeholder="Search"
        onCommit={onCommit}
      />
    </div>
  );
}

const ROWS = Array.from({ length: rows }, (_, i) => ({ id: i + 1, username: `user_${i + 1}` }));

function TableBench() {
  return (
    <div className="mx-auto mt-6 max-w-3xl" data-bench="table">
      <DataTable
        label="Bench users"
        columns={[
          { header: 'NO', width: '5rem', cell: (_r, i) => i + 1 },
          { header: 'Username', width: '1fr', cell: (r) => r.username },
        ]}
        rows={ROWS}
        loading={false}
        rowKey={(r) => r.id}
        toEntity={(r) => ({ kind: 'user', id: r.id, name: r.username })}
        height="500px"
      />
    </div>
  );
}

/** The employee list's own columns (two-line cells, badges, row actions) over synthetic employees. */
function employee(i: number): EmployeeItem {
  const n = i + 1;
  return {
    id: n,
    staff_id: `EMP-${String(n).padStart(6, '0')}`,
    first_name: WORDS[i % 10],
    last_name: WORDS[Math.floor(i / 10) % 10],
    full_name: `${WORDS[i % 10]} ${WORDS[Math.floor(i / 10) % 10]} ${n}`,
    phone: '+855 12 345 678',
    email: `employee.${n}@example.com`,
    position: 'Officer',
    team: { id: 1 + (i % 12), name: `Team ${1 + (i % 12)}` },
    department: { id: 1 + (i % 5), name: `Department ${1 + (i % 5)}` },
    join_date: '2024-01-15',
    probation_end_date: '2024-04-15',
    probation: i % 7 ? 'passed' : 'on_probation',
    status: i % 25 ? 'active' : 'resigned',
    has_photo: false,
    user: null,
  };
}

// Row actions read the command context: an administrator holding every permission sees every button.
const administrator = fakeContext({
  permissions: new Set(PERMISSION_CATALOGUE.map(permissionKey)),
  pathname: '/employee',
}).ctx;
setContextFactory(() => administrator);

function EmployeeTableBench() {
  const employees = useMemo(() => Array.from({ length: rows }, (_, i) => employee(i)), []);
  return (
    <MemoryRouter>
      <div className="mx-auto mt-6 max-w-6xl" data-bench="employees">
        <DataTable
          label="Bench employees"
          columns={EMPLOYEE_COLUMNS}
          rows={employees}
          loading={false}
          rowKey={(e) => e.id}
          toEntity={employeeEntity}
          height="500px"
        />
      </div>
    </MemoryRouter>
  );
}

const VIEWS = { table: TableBench, employees: EmployeeTableBench, palette: PaletteBench } as const;
const View = VIEWS[(params.get('view') ?? 'palette') as keyof typeof VIEWS] ?? PaletteBench;
createRoot(document.getElementById('root')!).render(<View />);
