// "Visible" (permission + when) and "runnable" (visible + enabled) are kept apart, as in VS Code.
import { satisfies } from '../contract/permissions.ts';
import type { Command, CommandContext, EntityRef } from './types.ts';

export function isVisible(c: Command, ctx: CommandContext, arg?: EntityRef): boolean {
  if (!satisfies(ctx.permissions, c.permission)) return false;
  return c.when ? c.when(ctx, arg) : true;
}

export function isRunnable(c: Command, ctx: CommandContext, arg?: EntityRef): boolean {
  return isVisible(c, ctx, arg) && (c.enabled ? c.enabled(ctx, arg) : true);
}
