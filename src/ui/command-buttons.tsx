// Table row actions and page toolbars: views of the registry's placements, run through `execute`.
import { registry } from '../../commands/all-commands.ts';
import type { CommandSource, EntityKind, EntityRef } from '../../commands/types.ts';
import { isVisible } from '../../commands/visibility.ts';
import type { MessageKey } from '../i18n/en.ts';
import { pickedLabel } from '../i18n/command-text.ts';
import { isMessageKey, useText, type Text } from '../i18n/text.ts';
import { runCommand } from '../lib/command-runtime.ts';
import { useCommandContext } from '../lib/use-command-context.ts';
import { lazy, Suspense } from 'react';
import { Button, buttonClass } from './button.tsx';
import { Shortcut } from './kbd.tsx';

// The menu's code (Headless UI) loads the first time a row needs one, so a page whose rows show buttons, or whose
// first screen needs no menu, does not wait for it. Until it is there the row shows the menu's button, disabled.
const ActionsMenu = lazy(() => import('./actions-menu.tsx').then((m) => ({ default: m.ActionsMenu })));

function MenuButtonLoading({ name }: { name: string }) {
  const t = useText();
  return (
    <button
      type="button"
      disabled
      className={`${buttonClass('secondary', 'sm')} whitespace-nowrap`}
      aria-label={t('ui.actionsFor', { name })}
    >
      {t('common.actions')}
      <span aria-hidden="true">▾</span>
    </button>
  );
}

// The words many commands' buttons share ("Delete" on every list's rows), and those a command says for one entity
// (ScopedCommand.label: a request's "Approve", or "Acknowledged" at the HR step).
const COMMON_LABELS: Readonly<Record<string, MessageKey>> = {
  Edit: 'common.edit',
  Delete: 'common.delete',
  Add: 'common.add',
  Remove: 'common.remove',
  Approve: 'common.approve',
  Acknowledged: 'common.acknowledged',
};

/** A button's label in the language on screen: the area's `label.<command id>`, else a shared word, else the
 * registry's own (English) label. */
export function placementLabel(t: Text, commandId: string, label: string): string {
  const key = `label.${commandId}`;
  if (isMessageKey(key)) return t(key);
  const common = COMMON_LABELS[label];
  return common ? t(common) : label;
}

function placed(kind: 'rowAction' | 'toolbar', scope?: EntityKind) {
  return registry
    .all()
    .filter((c) => c.placements?.[kind] && (kind === 'toolbar' || c.scope === scope))
    .sort((a, b) => a.placements![kind]!.order - b.placements![kind]!.order);
}

export function Toolbar({ group }: { group: string }) {
  const ctx = useCommandContext();
  const t = useText();
  const commands = placed('toolbar').filter((c) => c.group === group && isVisible(c, ctx));
  return (
    <>
      {commands.map((c, i) => {
        const variant = i === commands.length - 1 ? 'primary' : 'secondary';
        const hint =
          c.shortcut && c.keyContext !== 'global' ? (
            <span className="ml-1 opacity-90" aria-hidden="true">
              <Shortcut binding={c.shortcut} />
            </span>
          ) : null;
        const keys = c.shortcut && c.shortcut.length === 1 ? c.shortcut : undefined;
        // A command that goes somewhere is a link; the rest are buttons.
        if (c.route && !c.scope) {
          return (
            <a
              key={c.id}
              href={c.route}
              className={buttonClass(variant)}
              aria-keyshortcuts={keys}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                void runCommand(c.id, undefined, 'toolbar');
              }}
            >
              {placementLabel(t, c.id, c.placements!.toolbar!.label)}
              {hint}
            </a>
          );
        }
        return (
          <Button
            key={c.id}
            variant={variant}
            onClick={() => void runCommand(c.id, undefined, 'toolbar')}
            aria-keyshortcuts={keys}
          >
            {placementLabel(t, c.id, c.placements!.toolbar!.label)}
            {hint}
          </Button>
        );
      })}
    </>
  );
}

/** More actions than this and the row shows one "Actions for <row>" menu instead of a button each. */
export const MAX_ROW_BUTTONS = 3;

/** `run`: how a button runs its command (default: at once); a dialog that must close before the command opens
 * another dialog runs it later itself. Buttons wrap (the row grows) and never shrink below their label. */
export function RowActions({
  entity,
  source = 'rowAction',
  run = (id, arg) => void runCommand(id, arg, source),
  menu,
}: {
  entity: EntityRef;
  source?: CommandSource;
  run?: (commandId: string, entity: EntityRef) => void;
  /** Always the menu (a list whose rows would otherwise differ, some with buttons, some with a menu). */
  menu?: boolean;
}) {
  const ctx = useCommandContext();
  const t = useText();
  const commands = placed('rowAction', entity.kind).filter((c) => isVisible(c, ctx, entity));
  const labelled = commands.map((c) => {
    const english = c.label?.(entity) ?? c.placements!.rowAction!.label;
    // A label made for this row (c.label) is the catalogue's words for the picked entity, else a shared word; a fixed
    // one is the catalogue's label for the command.
    const label = c.label
      ? (pickedLabel(t, c, entity) ?? placementLabel(t, '', english))
      : placementLabel(t, c.id, english);
    return { id: c.id, english, label };
  });
  if (labelled.length > 0 && (menu || labelled.length > MAX_ROW_BUTTONS))
    return (
      <Suspense fallback={<MenuButtonLoading name={entity.name} />}>
        <ActionsMenu name={entity.name} actions={labelled} onAction={(id) => run(id, entity)} />
      </Suspense>
    );
  return (
    <div className="flex flex-wrap gap-1">
      {labelled.map((c) => {
        const { label } = c;
        return (
          <Button
            key={c.id}
            size="sm"
            className="whitespace-nowrap"
            variant={c.english === 'Delete' ? 'ghost' : 'secondary'}
            aria-label={`${label} ${entity.name}`}
            onClick={(e) => {
              e.stopPropagation();
              run(c.id, entity);
            }}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
