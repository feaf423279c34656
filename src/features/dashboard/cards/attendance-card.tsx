// Today's attendance: present, late, absent, on leave and not yet in; the daily view of today behind it. (The
// daily view reads the day from its address; its status filter is its own, so the figures link to the day.)
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { Card, Figures, muted } from '../card.tsx';
import { plural } from '../format.ts';

export function AttendanceCard({ data }: { data: NonNullable<DashboardData['attendance']> }) {
  return (
    <Card title="Today's attendance" to={{ href: `/attendance?date=${data.date}` }}>
      {data.day_off > 0 ? (
        <p className={muted}>A day off by the calendar for {plural(data.day_off, 'employee')} (holiday or weekend).</p>
      ) : null}
      <Figures
        label={`Attendance of ${data.employees.toLocaleString('en')} employees today`}
        items={[
          { name: 'Present', value: data.present },
          { name: 'Late', value: data.late },
          { name: 'Absent', value: data.absent },
          { name: 'On leave', value: data.on_leave },
          { name: 'Not yet in', value: data.not_yet_in },
          { name: 'Employees', value: data.employees },
        ]}
      />
    </Card>
  );
}
