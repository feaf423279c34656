// The one registry of the app. Later areas append their command lists here.
import { createRegistry } from './registry.ts';
import { navigationCommands } from './navigation-commands.ts';
import { userCommands } from './user-commands.ts';
import { roleCommands } from './role-commands.ts';
import { shellCommands } from './shell-commands.ts';
import { officeCommands } from './office-commands.ts';
import { employeeCommands } from './employee-commands.ts';
import { departmentCommands } from './department-commands.ts';
import { projectCommands } from './project-commands.ts';
import { leaveCommands } from './leave-commands.ts';
import { requestCommands } from './request-commands.ts';

export const registry = createRegistry([
  ...navigationCommands,
  ...userCommands,
  ...roleCommands,
  ...shellCommands,
  ...officeCommands,
  ...employeeCommands,
  ...departmentCommands,
  ...projectCommands,
  ...requestCommands,
  ...leaveCommands,
]);
