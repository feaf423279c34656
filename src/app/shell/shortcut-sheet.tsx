// Every bound command the user may run, grouped, read straight from the registry.
import { registry } from '../../../commands/all-commands.ts';
import { satisfies } from '../../../contract/permissions.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Button } from '../../ui/button.tsx';
import { Shortcut } from '../../ui/kbd.tsx';
import { Modal } from '../../ui/modal.tsx';
import { commandTitle, groupTitle } from '../../i18n/command-text.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { useText } from '../../i18n/text.ts';

const CONTEXT_NOTE: Record<string, MessageKey> = {
  users: 'shortcuts.users',
  roles: 'shortcuts.roles',
  list: 'shortcuts.list',
};

export default function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ctx = useCommandContext();
  const t = useText();
  // Every key the user may use, whatever page they are on now.
  const bound = registry.all().filter((c) => c.shortcut && satisfies(ctx.permissions, c.permission));
  const groups = [...new Set(bound.map((c) => c.group))];
  return (
    <Modal open={open} onClose={onClose} title={t('shortcuts.title')} width="max-w-2xl">
      <div className="grid gap-6 sm:grid-cols-2">
        {groups.map((g) => (
          <section key={g}>
            <h3 className="mb-2 text-sm font-semibold">{groupTitle(t, g)}</h3>
            <dl className="space-y-1 text-sm">
              {bound
                .filter((c) => c.group === g)
                .map((c) => (
                  <div key={c.id} className="flex items-center justify-between gap-3">
                    <dt>
                      {commandTitle(t, c).replace(/…$/, '')}
                      {c.keyContext && CONTEXT_NOTE[c.keyContext] ? (
                        <span className="text-slate-600 dark:text-slate-300"> ({t(CONTEXT_NOTE[c.keyContext])})</span>
                      ) : null}
                    </dt>
                    <dd>
                      <Shortcut binding={c.shortcut!} />
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
        <section>
          <h3 className="mb-2 text-sm font-semibold">{t('shortcuts.anywhere')}</h3>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>{t('shortcuts.closeDialog')}</dt>
              <dd>
                <Shortcut binding="Escape" />
              </dd>
            </div>
          </dl>
        </section>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t('shell.close')}</Button>
      </div>
    </Modal>
  );
}
