// Days and moments of the demo's history: working days (Monday to Friday, not a public holiday) and
// wall-clock moments in Asia/Phnom_Penh (UTC+7 all year).
import { addDays } from '../../contract/dates.ts';
import { WEEKEND_DAYS } from '../../contract/api/requests.ts';

export const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The moment `minute` minutes after midnight of `day` in Phnom Penh. */
export const moment = (day: string, minute: number) => new Date(Date.parse(`${day}T00:00:00+07:00`) + minute * 60_000);

export class DemoCalendar {
  constructor(private readonly holidays: ReadonlySet<string>) {}

  private readonly weekends = new Map<string, boolean>();
  isWeekend = (day: string) => {
    let weekend = this.weekends.get(day);
    if (weekend === undefined)
      this.weekends.set(day, (weekend = WEEKEND_DAYS.has(new Date(`${day}T00:00:00Z`).getUTCDay())));
    return weekend;
  };
  isHoliday = (day: string) => this.holidays.has(day);
  isWorking = (day: string) => !this.isWeekend(day) && !this.isHoliday(day);

  /** The n-th working day after `day` (n = 0: `day` itself if it is one, else the next). */
  nextWorking(day: string, n = 0): string {
    let d = day;
    while (!this.isWorking(d)) d = addDays(d, 1);
    for (let i = 0; i < n; i++) {
      d = addDays(d, 1);
      while (!this.isWorking(d)) d = addDays(d, 1);
    }
    return d;
  }

  /** `day` if it is a working day, else the working day before it. */
  previousWorking(day: string): string {
    let d = day;
    while (!this.isWorking(d)) d = addDays(d, -1);
    return d;
  }

  /** Working days from `from` to `to`, both included. */
  workingDays(from: string, to: string): string[] {
    const out: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) if (this.isWorking(d)) out.push(d);
    return out;
  }
}
