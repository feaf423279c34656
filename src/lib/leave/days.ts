// Leave is counted in whole and half days: 1 day, 2.5 days.
export function formatDays(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? 'day' : 'days'}`;
}
