// "Visible" (permission + when) and "runnable" (visible + enabled) are kept apart, as in VS Code.
import { ERRORS } from '../contract/messages.ts';
import { satisfies } from '../contract/permissions.ts';
import type { Command, CommandContext, EntityRef } from './types.ts';

export function isVisible(c: Command, ctx: CommandContext, arg?: EntityRef): boolean {
  if (!satisfies(ctx.permissions, c.permission)) return false;
  return c.when ? c.when(ctx, arg) : true;
}

export function isRunnable(c: Command, ctx: CommandContext, arg?: EntityRef): boolean {
  return isVisible(c, ctx, arg) && (c.enabled ? c.enabled(ctx, arg) : true);
}

/** Why a command cannot run now, in words for the user; null when it can. */
export function blockedReason(c: Command, ctx: CommandContext, arg?: EntityRef): string | null {
  if (isRunnable(c, ctx, arg)) return null;
  if (!satisfies(ctx.permissions, c.permission)) return ERRORS.forbidden;
  const title = c.title.replace(/…$/, '');
  return c.whyNot?.(ctx, arg) ?? `${title} is not available ${arg ? `for ${arg.name}` : 'here'}.`;
}
