// Today's attendance: present, late, absent, on leave and not yet in; the daily view of today behind it. (The
// daily view reads the day from its address; its status filter is its own, so the figures link to the day.)
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { Card, Figures } from '../card.tsx';

export function AttendanceCard({ data }: { data: NonNullable<DashboardData['attendance']> }) {
  return (
    <Card title="Today's attendance" to={{ href: `/attendance?date=${data.date}` }}>
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
