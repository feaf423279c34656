import { useSnapshot } from 'valtio';
import { DEFAULT_ROLE_NAME } from '../../../contract/labels.ts';
import { session } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';

export default function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { username, role } = useSnapshot(session);
  return (
    <Modal open={open} onClose={onClose} title="Profile">
      <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
        <dt className="text-slate-600 dark:text-slate-300">Username</dt>
        <dd className="font-medium">{username}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Role</dt>
        <dd className="font-medium">{role?.name || DEFAULT_ROLE_NAME}</dd>
      </dl>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
