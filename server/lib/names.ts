// How a person's name reads wherever the server shows one (lists, exports, notifications, the activity log).
export function fullName(p: { first_name: string; last_name: string }): string {
  return `${p.first_name} ${p.last_name}`;
}
