// Cambodia's public holidays (the Royal Government's yearly sub-decree): what HR adds to the calendar in one
// step for a year ("Add Cambodia's public holidays"), and the demo's holidays. Fixed-date
// holidays repeat every year; the lunar ones (Khmer New Year, Visak Bochea, Royal Ploughing Ceremony, Pchum
// Ben, Water Festival) are listed per year. 2025 is as published. 2026 and 2027 follow the lunar calendar
// (full and new moons; Visak Bochea and the Water Festival on the full moons Thailand also keeps, Pchum Ben on
// the new moon before the end of Buddhist Lent, the Royal Ploughing Ceremony four days after Visak Bochea):
// a lunar date may be a day off the sub-decree — acceptable for demo data. Years not listed get only the
// fixed-date holidays.

export interface Holiday {
  date: string;
  title: string;
}

const FIXED: Array<[monthDay: string, title: string]> = [
  ['01-01', "International New Year's Day"],
  ['01-07', 'Victory over Genocide Day'],
  ['03-08', "International Women's Day"],
  ['05-01', 'International Labour Day'],
  ['05-14', "King Norodom Sihamoni's Birthday"],
  ['06-18', "Queen Mother Norodom Monineath Sihanouk's Birthday"],
  ['09-24', 'Constitution Day'],
  ['10-15', 'Commemoration Day of King Father Norodom Sihanouk'],
  ['10-29', "King Norodom Sihamoni's Coronation Day"],
  ['11-09', 'Independence Day'],
  ['12-29', 'Peace Day in Cambodia'],
];

const LUNAR: Record<number, Array<[date: string, title: string]>> = {
  2025: [
    ['2025-04-14', 'Khmer New Year (day 1)'],
    ['2025-04-15', 'Khmer New Year (day 2)'],
    ['2025-04-16', 'Khmer New Year (day 3)'],
    ['2025-05-11', 'Visak Bochea Day'],
    ['2025-05-15', 'Royal Ploughing Ceremony'],
    ['2025-09-21', 'Pchum Ben (day 1)'],
    ['2025-09-22', 'Pchum Ben (day 2)'],
    ['2025-09-23', 'Pchum Ben (day 3)'],
    ['2025-11-04', 'Water Festival (day 1)'],
    ['2025-11-05', 'Water Festival (day 2)'],
    ['2025-11-06', 'Water Festival (day 3)'],
  ],
  2026: [
    ['2026-04-14', 'Khmer New Year (day 1)'],
    ['2026-04-15', 'Khmer New Year (day 2)'],
    ['2026-04-16', 'Khmer New Year (day 3)'],
    ['2026-05-31', 'Visak Bochea Day'],
    ['2026-06-04', 'Royal Ploughing Ceremony'],
    ['2026-10-10', 'Pchum Ben (day 1)'],
    ['2026-10-11', 'Pchum Ben (day 2)'],
    ['2026-10-12', 'Pchum Ben (day 3)'],
    ['2026-11-23', 'Water Festival (day 1)'],
    ['2026-11-24', 'Water Festival (day 2)'],
    ['2026-11-25', 'Water Festival (day 3)'],
  ],
  2027: [
    ['2027-04-14', 'Khmer New Year (day 1)'],
    ['2027-04-15', 'Khmer New Year (day 2)'],
    ['2027-04-16', 'Khmer New Year (day 3)'],
    ['2027-05-20', 'Visak Bochea Day'],
    ['2027-05-24', 'Royal Ploughing Ceremony'],
    ['2027-09-29', 'Pchum Ben (day 1)'],
    ['2027-09-30', 'Pchum Ben (day 2)'],
    ['2027-10-01', 'Pchum Ben (day 3)'],
    ['2027-11-13', 'Water Festival (day 1)'],
    ['2027-11-14', 'Water Festival (day 2)'],
    ['2027-11-15', 'Water Festival (day 3)'],
  ],
};

/** The years whose lunar holidays are known: only these can be added as a whole year. */
export const CAMBODIA_HOLIDAY_YEARS: readonly number[] = Object.keys(LUNAR).map(Number);

/** The year's public holidays, by date. */
export function cambodiaHolidays(year: number): Holiday[] {
  const fixed = FIXED.map(([monthDay, title]) => ({ date: `${year}-${monthDay}`, title }));
  const lunar = (LUNAR[year] ?? []).map(([date, title]) => ({ date, title }));
  return [...fixed, ...lunar].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}
