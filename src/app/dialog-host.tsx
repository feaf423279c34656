// Overlays opened by commands (ctx.openDialog, ctx.confirm, the palette, the mobile menu), wherever the
// user is. Each loads on first use, which keeps the dialog library out of the initial bundle; the palette
// is fetched while the browser is idle so Ctrl+K opens at once.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../lib/ui-state.ts';

const loadPalette = () => import('./palette/command-palette.tsx');
const CommandPalette = lazy(loadPalette);
const AddUserDialog = lazy(() => import('../features/users/add-user-dialog.tsx'));
const ProfileDialog = lazy(() => import('./shell/profile-dialog.tsx'));
const ShortcutSheet = lazy(() => import('./shell/shortcut-sheet.tsx'));
const ConfirmDialog = lazy(() => import('../ui/confirm-dialog.tsx'));
const MobileMenu = lazy(() => import('./shell/mobile-menu.tsx'));
const MoveTeamDialog = lazy(() => import('../features/employees/move-team-dialog.tsx'));
const ImportDialog = lazy(() => import('../features/employees/import-dialog.tsx'));
const DepartmentDialog = lazy(() => import('../features/departments/department-dialog.tsx'));
const TeamDialog = lazy(() => import('../features/departments/team-dialog.tsx'));
const ProjectDialog = lazy(() => import('../features/projects/project-dialog.tsx'));
const LeaveTypeDialog = lazy(() => import('../features/requests/leave-types/leave-type-dialog.tsx'));
const HolidayDialog = lazy(() => import('../features/requests/holidays/holiday-dialog.tsx'));
const AdjustBalanceDialog = lazy(() => import('../features/requests/balances/adjust-balance-dialog.tsx'));
const RejectDialog = lazy(() => import('../features/requests/reject-dialog.tsx'));

export function DialogHost() {
  const { dialog, dialogArg, paletteOpen, confirm, mobileMenuOpen } = useSnapshot(ui);
  const close = () => (ui.dialog = null);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 500));
    idle(() => void loadPalette());
  }, []);
  return (
    <Suspense fallback={null}>
      {paletteOpen ? <CommandPalette /> : null}
      {dialog === 'profile' ? <ProfileDialog open onClose={close} /> : null}
      {dialog === 'shortcuts' ? <ShortcutSheet open onClose={close} /> : null}
      {dialog === 'user.add' ? <AddUserDialog open onClose={close} /> : null}
      {dialog === 'employee.moveTeam' ? <MoveTeamDialog open onClose={close} /> : null}
      {dialog === 'employee.import' ? <ImportDialog open onClose={close} /> : null}
      {dialog === 'department.add' ? <DepartmentDialog mode="add" onClose={close} /> : null}
      {dialog === 'department.edit' ? <DepartmentDialog key={dialogArg?.id} mode="edit" onClose={close} /> : null}
      {dialog === 'team.add' ? <TeamDialog key={dialogArg?.id} mode="add" onClose={close} /> : null}
      {dialog === 'team.edit' ? <TeamDialog key={dialogArg?.id} mode="edit" onClose={close} /> : null}
      {dialog === 'project.add' ? <ProjectDialog mode="add" onClose={close} /> : null}
      {dialog === 'project.edit' ? <ProjectDialog key={dialogArg?.id} mode="edit" onClose={close} /> : null}
      {dialog === 'leaveType.add' ? <LeaveTypeDialog mode="add" onClose={close} /> : null}
      {dialog === 'leaveType.edit' ? <LeaveTypeDialog key={dialogArg?.id} mode="edit" onClose={close} /> : null}
      {dialog === 'holiday.add' ? <HolidayDialog mode="add" onClose={close} /> : null}
      {dialog === 'holiday.edit' ? <HolidayDialog key={dialogArg?.id} mode="edit" onClose={close} /> : null}
      {dialog === 'leaveBalance.adjust' ? <AdjustBalanceDialog key={dialogArg?.id} onClose={close} /> : null}
      {dialog === 'request.reject' ? <RejectDialog key={dialogArg?.id} onClose={close} /> : null}
      {confirm ? <ConfirmDialog /> : null}
      {mobileMenuOpen ? <MobileMenu /> : null}
    </Suspense>
  );
}
