// "History of <record>…" (dialog 'activityLog.history'): the record the palette picked, its own entries.
import { useSnapshot } from 'valtio';
import { historyResourceOf } from '../../../commands/all-commands.ts';
import { useText } from '../../i18n/text.ts';
import { ui } from '../../lib/ui-state.ts';
import { Drawer } from '../../ui/drawer.tsx';
import { RecordHistory } from './record-history.tsx';

export default function HistoryDrawer({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const resource = dialogArg ? historyResourceOf(dialogArg.kind) : undefined;
  const name = dialogArg?.name ?? t('activity-log.theRecord');
  return (
    <Drawer title={t('activity-log.historyOf', { name })} onClose={onClose} layer="z-50">
      {dialogArg && resource ? (
        <RecordHistory resource={resource} recordId={dialogArg.id} name={name} onFollow={onClose} />
      ) : (
        <p className="text-sm">{t('activity-log.noHistory')}</p>
      )}
    </Drawer>
  );
}
