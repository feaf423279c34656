// The one registry of the app. Later areas append their command lists here.
import { createRegistry } from './registry.ts';
import { navigationCommands } from './navigation-commands.ts';
import { userCommands } from './user-commands.ts';
import { roleCommands } from './role-commands.ts';
import { shellCommands } from './shell-commands.ts';

export const registry = createRegistry([...navigationCommands, ...userCommands, ...roleCommands, ...shellCommands]);
