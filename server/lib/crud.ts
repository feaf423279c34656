// Small shared pieces of the directory modules.

// Transition: uniqueOr409 and assertExists moved to http/write-guards.ts (lib/ is a leaf). This re-export
// stays only until employees/service.ts, sys-users/service.ts and leave/leave-types.ts import them from there.
export { assertExists, uniqueOr409 } from '../http/write-guards.ts';

export function fullName(p: { first_name: string; last_name: string }): string {
  return `${p.first_name} ${p.last_name}`;
}
