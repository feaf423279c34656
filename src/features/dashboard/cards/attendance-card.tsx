// Today's attendance: present, late, absent, on leave and not yet in; the daily view of today behind it. (The
// daily view reads the day from its address; its status filter is its own, so the figures link to the day.)
import type { DashboardData } from '../../../../contract/api/dashboard.ts';
import { Card, Figures, muted } from '../card.tsx';
import { useText } from '../../../i18n/text.ts';

export function AttendanceCard({ data }: { data: NonNullable<DashboardData['attendance']> }) {
  const t = useText();
  return (
    <Card title={t('dashboard.todaysAttendance')} to={{ href: `/attendance?date=${data.date}` }}>
      {data.day_off > 0 ? <p className={muted}>{t('dashboard.dayOff', { count: data.day_off })}</p> : null}
      <Figures
        label={t('dashboard.attendanceOf', { count: data.employees.toLocaleString('en') })}
        items={[
          { name: t('dashboard.present'), value: data.present },
          { name: t('dashboard.late'), value: data.late },
          { name: t('dashboard.absent'), value: data.absent },
          { name: t('dashboard.onLeave'), value: data.on_leave },
          { name: t('dashboard.notYetIn'), value: data.not_yet_in },
          { name: t('common.employees'), value: data.employees },
        ]}
      />
    </Card>
  );
}
