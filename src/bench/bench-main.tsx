// Bench page (built as a separate entry, never linked from the app): the real palette view and the real
// virtualised table fed synthetic data, so `npm run bench` can time them in Chromium without seeding.
import { useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { prepare, rank } from '../../commands/fuzzy.ts';
import { PaletteView, type PaletteItem } from '../app/palette/palette-view.tsx';
import { DataTable } from '../ui/data-table.tsx';
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
      <PaletteView items={items} query={query} onQuery={setQuery} onSelect={() => {}} placeholder="Search" onCommit={onCommit} />
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

createRoot(document.getElementById('root')!).render(params.get('view') === 'table' ? <TableBench /> : <PaletteBench />);
