// The sidebar as data: navigation commands with a sidebar placement that the user may see.
import type { Command, CommandContext } from '../../commands/types.ts';
import { isVisible } from '../../commands/visibility.ts';

export interface SidebarModel {
  main: Command[];
  userManagement: Command[];
}

export function sidebarEntries(commands: readonly Command[], ctx: CommandContext): SidebarModel {
  const placed = commands
    .filter((c) => c.placements?.sidebar && isVisible(c, ctx))
    .sort((a, b) => a.placements!.sidebar!.order - b.placements!.sidebar!.order);
  return {
    main: placed.filter((c) => c.placements!.sidebar!.section === 'main'),
    userManagement: placed.filter((c) => c.placements!.sidebar!.section === 'userManagement'),
  };
}
