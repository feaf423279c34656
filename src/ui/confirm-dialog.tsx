import { useSnapshot } from 'valtio';
import { sharedText, useText } from '../i18n/text.ts';
import { answerConfirm, ui } from '../lib/ui-state.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/** Renders the confirmation a command asked for through ctx.confirm; a text the catalogue holds (`confirm.…`) is
 * shown in the language on screen. */
export default function ConfirmDialog() {
  const { confirm } = useSnapshot(ui);
  const t = useText();
  const say = (text: string | undefined) => sharedText(t, text ?? '');
  return (
    <Modal open={!!confirm} onClose={() => answerConfirm(false)} title={say(confirm?.title)}>
      <p className="mb-5 text-sm">{say(confirm?.message)}</p>
      <div className="flex justify-end gap-2">
        <Button onClick={() => answerConfirm(false)} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant={confirm?.danger ? 'danger' : 'primary'} onClick={() => answerConfirm(true)}>
          {say(confirm?.confirmLabel)}
        </Button>
      </div>
    </Modal>
  );
}
