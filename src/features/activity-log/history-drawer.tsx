// "History of <record>…" (dialog 'activityLog.history'): the record the palette picked, its own entries.
import { useSnapshot } from 'valtio';
import { historyResourceOf } from '../../../commands/all-commands.ts';
import { ui } from '../../lib/ui-state.ts';
import { Drawer } from './drawer.tsx';
import { RecordHistory } from './record-history.tsx';

export default function HistoryDrawer({ onClose }: { onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  const resource = dialogArg ? historyResourceOf(dialogArg.kind) : undefined;
  const name = dialogArg?.name ?? 'the record';
  return (
    <Drawer title={`History of ${name}`} onClose={onClose}>
      {dialogArg && resource ? (
        <RecordHistory resource={resource} recordId={dialogArg.id} name={name} onFollow={onClose} />
      ) : (
        <p className="text-sm">This record has no history.</p>
      )}
    </Drawer>
  );
}
