// Which records have a History (the palette's kinds and the resource the log files them under), and which record
// a page shows: what the activity log's commands need on the first screen, apart from the log's labels.
/** The palette's entity kinds whose records have a history, and the resource the log files them under. */
export const HISTORY_KINDS: ReadonlyArray<{ kind: string; resource: string; noun: string }> = [
  { kind: 'employee', resource: 'employee', noun: 'employee' },
  { kind: 'user', resource: 'sysUser', noun: 'user' },
  { kind: 'role', resource: 'role', noun: 'role' },
  { kind: 'office', resource: 'office', noun: 'office' },
  { kind: 'department', resource: 'department', noun: 'department' },
  { kind: 'team', resource: 'team', noun: 'team' },
  { kind: 'project', resource: 'project', noun: 'project' },
  { kind: 'leaveRequest', resource: 'leaveRequest', noun: 'leave request' },
  { kind: 'overtimeRequest', resource: 'overtimeRequest', noun: 'overtime request' },
  { kind: 'postClockRequest', resource: 'postClockRequest', noun: 'post clock request' },
];

export const historyResourceOf = (kind: string) => HISTORY_KINDS.find((k) => k.kind === kind)?.resource;

/** The record whose own page is open (/employee/edit/12, /users/3/edit, /roles/4/edit, /offices/edit/5,
 * /department/6), as the History drawer takes it; null elsewhere. */
export function recordOfPath(pathname: string): { kind: string; id: number; name: string } | null {
  const pages: Array<[RegExp, string, string]> = [
    [/^\/employee\/edit\/(\d+)$/, 'employee', 'Employee'],
    [/^\/users\/(\d+)\/edit$/, 'user', 'User'],
    [/^\/roles\/(\d+)\/edit$/, 'role', 'Role'],
    [/^\/offices\/edit\/(\d+)$/, 'office', 'Office'],
    [/^\/department\/(\d+)$/, 'department', 'Department'],
  ];
  for (const [pattern, kind, label] of pages) {
    const id = Number(pattern.exec(pathname)?.[1]);
    if (id > 0) return { kind, id, name: `${label} ${id}` };
  }
  return null;
}
