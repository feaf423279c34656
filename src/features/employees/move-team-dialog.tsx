// "Move to team…" (dialog 'employee.moveTeam'): picks a team for the employee in ui.dialogArg and sends the
// team alone, so the activity log keeps the move as a move.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../commands/error-message.ts';
import { ui } from '../../lib/ui-state.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useTeams } from './api/get-directory-options.ts';
import { moveEmployeeToTeam } from './api/move-employee.ts';
import { TeamSelect } from './team-select.tsx';
import { sharedText, useText } from '../../i18n/text.ts';

// Stand for the names in the sentence, so each is set in bold wherever the language puts it.
const NAME = '\u0001';
const TEAM = '\u0002';

export default function MoveTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
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
    if (!teamId) return setError(t('employees.chooseTeam'));
    setBusy(true);
    try {
      const moved = await moveEmployeeToTeam(dialogArg.id, Number(teamId));
      toast.success(t('toast.employees.moved', { team: moved.team?.name ?? '' }));
      onClose();
    } catch (err) {
      if ((err as { status?: number }).status !== 401) setError(sharedText(t, errorMessage(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('employees.moveTitle')}>
      {!dialogArg ? null : (
        <form onSubmit={onSubmit} noValidate>
          <p className="mb-3 text-sm">
            {(currentName ? t('employees.isIn', { name: NAME, team: TEAM }) : t('employees.isInNoTeam', { name: NAME }))
              .split(new RegExp(`(${NAME}|${TEAM})`))
              .map((part, i) =>
                part === NAME ? (
                  <strong key={i}>{dialogArg.name}</strong>
                ) : part === TEAM ? (
                  <strong key={i}>{currentName}</strong>
                ) : (
                  part
                ),
              )}
          </p>
          {teams.error ? (
            <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
              {t('employees.teamsFailed')}
            </p>
          ) : null}
          <TeamSelect
            label={t('employees.newTeam')}
            noneLabel={t('employees.selectTeam')}
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
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" disabled={busy || teams.isLoading}>
              {t(busy ? 'employees.updating' : 'employees.move')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
