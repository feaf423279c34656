// "Move to team…" (dialog 'employee.moveTeam'): picks a team for the employee in ui.dialogArg and sends the
// team alone, so the activity log keeps the move as a move.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { EMPLOYEE_TOAST } from '../../../commands/areas/employees/employee-commands.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { ui } from '../../lib/ui-state.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useTeams } from './api/get-directory-options.ts';
import { moveEmployeeToTeam } from './api/move-employee.ts';
import { TeamSelect } from './team-select.tsx';

export default function MoveTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  const { permissions } = useCommandContext();
  const teams = useTeams(permissions.has('team:read'));
  const currentId = typeof dialogArg?.extra?.teamId === 'number' ? dialogArg.extra.teamId : null;
  const currentName = typeof dialogArg?.extra?.teamName === 'string' ? dialogArg.extra.teamName : null;
  const [teamId, setTeamId] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const choices = (teams.data ?? []).filter((t) => t.id !== currentId);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!dialogArg) return;
    if (!teamId) return setError('Choose a team.');
    setBusy(true);
    try {
      const moved = await moveEmployeeToTeam(dialogArg.id, Number(teamId));
      toast.success(EMPLOYEE_TOAST.moved(moved.team?.name ?? ''));
      onClose();
    } catch (err) {
      if ((err as { status?: number }).status !== 401) setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Move to team">
      {!dialogArg ? null : (
        <form onSubmit={onSubmit} noValidate>
          <p className="mb-3 text-sm">
            <strong>{dialogArg.name}</strong> is in {currentName ? <strong>{currentName}</strong> : 'no team'}.
          </p>
          {teams.error ? (
            <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
              The teams could not be loaded.
            </p>
          ) : null}
          <TeamSelect
            label="New team"
            noneLabel="Select a team"
            teams={choices}
            value={teamId}
            onChange={(e) => {
              setTeamId(e.target.value);
              setError(undefined);
            }}
            error={error}
            autoFocus
          />
          <div className="mt-6 flex justify-end gap-2">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={busy || teams.isLoading}>
              {busy ? 'Updating...' : 'Move'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
