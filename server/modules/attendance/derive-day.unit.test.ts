// The day's derivation as a table of cases: grace edges, half-day leave, a holiday on a
// weekday, weekends, missing punches, absence, early leave.
import { describe, expect, it } from 'vitest';
import { localTimeOf, localToUtc } from '../../lib/time.ts';
import { deriveDay, type DayInput, type DayLeave, type DayResult, type DaySchedule } from './derive-day.ts';

const SCHEDULE: DaySchedule = {
  workingDays: [1, 2, 3, 4, 5],
  start: '08:00',
  end: '17:00',
  breakMinutes: 60,
  lateGraceMinutes: 10,
  earlyGraceMinutes: 10,
};

// 2026-11-10 is a Tuesday; 2026-11-14 a Saturday, 2026-11-15 a Sunday.
const TUESDAY = '2026-11-10';
const LATER = '2026-11-20T00:00:00.000Z';

interface Case {
  name: string;
  date?: string;
  /** Phnom Penh HH:mm, or HH:mm:ss, with an optional direction: '08:00', 'in 08:00', 'out 17:00'. */
  punches?: string[];
  leave?: DayLeave;
  holiday?: boolean;
  now?: string;
  joinDate?: string;
  schedule?: Partial<DaySchedule>;
  expect: (Partial<Omit<DayResult, 'clockIn' | 'clockOut'>> & { in?: string | null; out?: string | null }) | null;
}

const CASES: Case[] = [
  // on time and grace edges of arrival
  {
    name: 'a full day on time',
    punches: ['08:00', '17:00'],
    expect: { status: 'present', lateMinutes: 0, earlyMinutes: 0, workedMinutes: 480, in: '08:00', out: '17:00' },
  },
  {
    name: 'arriving at the last minute of grace is on time',
    punches: ['08:10', '17:00'],
    expect: { status: 'present', lateMinutes: 0 },
  },
  {
    name: 'seconds inside the last grace minute are on time',
    punches: ['08:10:59', '17:00'],
    expect: { status: 'present', lateMinutes: 0 },
  },
  {
    name: 'one minute past grace is late by the whole delay',
    punches: ['08:11', '17:00'],
    expect: { status: 'late', lateMinutes: 11, workedMinutes: 469 },
  },
  {
    name: 'an hour late',
    punches: ['09:05', '17:30'],
    expect: { status: 'late', lateMinutes: 65, earlyMinutes: 0, workedMinutes: 445 },
  },
  {
    name: 'grace of 0: a minute late is late',
    punches: ['08:01', '17:00'],
    schedule: { lateGraceMinutes: 0 },
    expect: { status: 'late', lateMinutes: 1 },
  },
  // early leave edges
  {
    name: 'leaving at end − grace is on time',
    punches: ['08:00', '16:50'],
    expect: { status: 'present', earlyMinutes: 0 },
  },
  {
    name: 'leaving one minute before end − grace is early by the whole gap',
    punches: ['08:00', '16:49'],
    expect: { status: 'early_leave', earlyMinutes: 11, workedMinutes: 469 },
  },
  {
    name: 'late and early is late, early minutes kept',
    punches: ['08:30', '16:00'],
    expect: { status: 'late', lateMinutes: 30, earlyMinutes: 60 },
  },
  // the break
  {
    name: 'a morning span keeps every minute (the break is after it)',
    punches: ['08:00', '12:00'],
    expect: { workedMinutes: 240, earlyMinutes: 300, status: 'early_leave' },
  },
  {
    name: 'a span across half the break loses the half it covers',
    punches: ['08:00', '12:30'],
    expect: { workedMinutes: 240 },
  },
  // punches out of order and in between
  {
    name: 'first punch is in, last is out, whatever the order',
    punches: ['17:02', '12:00', '08:03', '13:00'],
    expect: { status: 'present', in: '08:03', out: '17:02', workedMinutes: 479 },
  },
  // missing punches
  {
    name: 'a clock-in alone once the day is over is a missing punch',
    punches: ['in 08:00'],
    expect: { status: 'missing_punch', in: '08:00', out: null, workedMinutes: null },
  },
  {
    name: 'a device punch alone is the clock-in',
    punches: ['08:02'],
    expect: { status: 'missing_punch', in: '08:02', out: null },
  },
  {
    name: 'two device punches within one minute are one punch: the clock-in, no clock-out',
    punches: ['08:01', '08:01:30'],
    expect: { status: 'missing_punch', in: '08:01', out: null, workedMinutes: null },
  },
  {
    name: 'a second tap in the clock-out minute leaves the clock-out as it is',
    punches: ['08:01', '08:01:30', '17:00', '17:00:40'],
    expect: { status: 'present', in: '08:01', out: '17:00', workedMinutes: 479 },
  },
  {
    name: 'an explicit clock-out seconds after the clock-in is still the clock-out',
    punches: ['in 08:01', 'out 08:01:30'],
    expect: { status: 'early_leave', in: '08:01', out: '08:01', workedMinutes: 0 },
  },
  {
    name: 'a clock-out alone is a missing punch at once',
    punches: ['out 17:05'],
    now: `${TUESDAY}T10:30:00.000Z`,
    expect: { status: 'missing_punch', in: null, out: '17:05' },
  },
  {
    name: 'today, clocked in and not out yet: present',
    punches: ['in 07:55'],
    now: `${TUESDAY}T05:00:00.000Z`,
    expect: { status: 'present', in: '07:55', out: null },
  },
  {
    name: 'today, clocked in late and not out yet: late',
    punches: ['in 08:40'],
    now: `${TUESDAY}T05:00:00.000Z`,
    expect: { status: 'late', lateMinutes: 40 },
  },
  // absence
  {
    name: 'no punch on a past working day is absent',
    punches: [],
    expect: { status: 'absent', workedMinutes: null, in: null },
  },
  { name: 'no punch yet today: no record', punches: [], now: `${TUESDAY}T03:00:00.000Z`, expect: null },
  { name: 'a future day: no record', punches: [], now: '2026-11-01T00:00:00.000Z', expect: null },
  { name: 'before the employee joined: no record', punches: ['08:00', '17:00'], joinDate: '2026-11-11', expect: null },
  {
    name: 'on the join date itself: a record',
    punches: ['08:00', '17:00'],
    joinDate: TUESDAY,
    expect: { status: 'present' },
  },
  // leave
  { name: 'a full day of leave', leave: 'full', expect: { status: 'on_leave', lateMinutes: 0 } },
  {
    name: 'a full day of leave today is known at once',
    leave: 'full',
    now: `${TUESDAY}T01:00:00.000Z`,
    expect: { status: 'on_leave' },
  },
  {
    name: 'morning off: arriving at 13:00 is on time',
    leave: 'morning',
    punches: ['13:00', '17:00'],
    expect: { status: 'half_day_leave', lateMinutes: 0, workedMinutes: 240 },
  },
  {
    name: 'morning off: arriving at 13:15 is 15 minutes late',
    leave: 'morning',
    punches: ['13:15', '17:00'],
    expect: { status: 'half_day_leave', lateMinutes: 15 },
  },
  {
    name: 'afternoon off: leaving at 12:00 is on time',
    leave: 'afternoon',
    punches: ['08:00', '12:00'],
    expect: { status: 'half_day_leave', earlyMinutes: 0, workedMinutes: 240 },
  },
  {
    name: 'afternoon off: leaving at 11:30 is 30 minutes early',
    leave: 'afternoon',
    punches: ['08:00', '11:30'],
    expect: { status: 'half_day_leave', earlyMinutes: 30 },
  },
  {
    name: 'half-day leave without punches is still a half day',
    leave: 'morning',
    punches: [],
    expect: { status: 'half_day_leave', workedMinutes: null },
  },
  // holidays and weekends
  { name: 'a holiday on a weekday', holiday: true, punches: [], expect: { status: 'holiday' } },
  { name: 'a holiday beats leave', holiday: true, leave: 'full', expect: { status: 'holiday' } },
  {
    name: 'working on a holiday keeps the times',
    holiday: true,
    punches: ['09:00', '12:00'],
    expect: { status: 'holiday', workedMinutes: 180, lateMinutes: 0 },
  },
  { name: 'a Saturday', date: '2026-11-14', punches: [], expect: { status: 'weekend' } },
  {
    name: 'a Sunday with overtime punches',
    date: '2026-11-15',
    punches: ['08:00', '11:00'],
    expect: { status: 'weekend', workedMinutes: 180 },
  },
  { name: 'leave on a weekend is a weekend', date: '2026-11-14', leave: 'full', expect: { status: 'weekend' } },
  {
    name: 'a six-day week works on Saturday',
    date: '2026-11-14',
    schedule: { workingDays: [1, 2, 3, 4, 5, 6] },
    punches: [],
    expect: { status: 'absent' },
  },
  // another schedule
  {
    name: 'an office starting at 07:30',
    punches: ['07:45', '16:30'],
    schedule: { start: '07:30', end: '16:30' },
    expect: { status: 'late', lateMinutes: 15, earlyMinutes: 0 },
  },
];

const punch = (date: string, text: string) => {
  const [direction, time] = text.includes(' ') ? text.split(' ') : [null, text];
  const at = new Date(Date.parse(localToUtc(date, time.slice(0, 5))) + Number(time.slice(6, 8) || 0) * 1000);
  return { at: at.toISOString(), direction: direction as 'in' | 'out' | null };
};

describe('deriveDay', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const date = c.date ?? TUESDAY;
      const input: DayInput = {
        date,
        now: c.now ?? LATER,
        schedule: { ...SCHEDULE, ...c.schedule },
        holiday: c.holiday ?? false,
        leave: c.leave ?? 'none',
        punches: (c.punches ?? []).map((p) => punch(date, p)),
        joinDate: c.joinDate,
      };
      const result = deriveDay(input);
      if (c.expect === null) {
        expect(result).toBeNull();
        return;
      }
      expect(result).not.toBeNull();
      const { in: clockIn, out: clockOut, ...rest } = c.expect;
      expect(result).toMatchObject(rest);
      if (clockIn !== undefined) expect(result!.clockIn && localTimeOf(result!.clockIn)).toBe(clockIn);
      if (clockOut !== undefined) expect(result!.clockOut && localTimeOf(result!.clockOut)).toBe(clockOut);
    });
  }
});
