import { useSnapshot } from 'valtio';
import { answerConfirm, ui } from '../lib/ui-state.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/** Renders the confirmation a command asked for through ctx.confirm. */
export default function ConfirmDialog() {
  const { confirm } = useSnapshot(ui);
  return (
    <Modal open={!!confirm} onClose={() => answerConfirm(false)} title={confirm?.title ?? ''}>
      <p className="mb-5 text-sm">{confirm?.message}</p>
      <div className="flex justify-end gap-2">
        <Button onClick={() => answerConfirm(false)} autoFocus>
          Cancel
        </Button>
        <Button variant={confirm?.danger ? 'danger' : 'primary'} onClick={() => answerConfirm(true)}>
          {confirm?.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
