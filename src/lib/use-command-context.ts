// Re-renders a command renderer when what `when`/permission read changes (session, location).
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { CommandContext } from '../../commands/types.ts';
import { commandContext } from './command-runtime.ts';
import { session } from './session.ts';

export function useCommandContext(): CommandContext {
  const snap = useSnapshot(session);
  const location = useLocation();
  void snap.permissions;
  void snap.isAuthenticated;
  void snap.linkedToEmployee;
  void location.pathname;
  return commandContext();
}
