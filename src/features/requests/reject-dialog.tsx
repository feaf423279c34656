// Reject one request, or the ticked ones ("Reject selected"), with the comment the server requires. The
// comment's rules are the contract's (an empty one gets "comment is required." at the field); a request that
// someone else decided meanwhile (409) is a toast, and its row is fetched again.
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { rejectBody } from '../../../contract/api/requests.ts';
import { bulkOutcome } from '../../../commands/areas/requests/request-bulk.ts';
import { requestKindOfEntity } from '../../../commands/areas/requests/request-kinds.ts';
import type { EntityRef } from '../../../commands/types.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { applyServerErrors, contractResolver, type FieldMap } from '../../lib/form-errors.ts';
import { clearSelection } from '../../lib/list-selection.ts';
import { ui } from '../../lib/ui-state.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { actOnRequest, bulkDecide } from './api/act-on-request.ts';

interface RejectForm {
  comment: string;
}

const FIELDS: FieldMap<RejectForm> = { comment: 'comment' };
// The form checks the comment; the version comes from the request the user saw.
const resolver = contractResolver(
  rejectBody.pick({ comment: true }),
  (v: RejectForm) => ({ comment: v.comment }),
  FIELDS,
);
const bulkOf = (arg: EntityRef | null) =>
  (arg?.extra?.bulk ?? null) as Array<{ id: number; version: number; name: string }> | null;

export default function RejectDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const arg = dialogArg as EntityRef | null;
  const kind = arg ? requestKindOfEntity(arg.kind) : undefined;
  const bulk = bulkOf(arg);
  const { register, handleSubmit, setError, formState } = useForm<RejectForm>({
    resolver,
    defaultValues: { comment: '' },
  });
  const { errors, isSubmitting } = formState;
  if (!arg || !kind) return null;

  const onSubmit = handleSubmit(async ({ comment }) => {
    try {
      if (bulk) {
        const outcome = bulkOutcome(
          await bulkDecide(
            kind,
            'reject',
            bulk.map(({ id, version }) => ({ id, version })),
            comment,
          ),
          bulk,
          'rejected',
        );
        clearSelection();
        if (outcome.success) toast.success(sharedText(t, outcome.success));
        if (outcome.failure) toast.error(sharedText(t, outcome.failure));
      } else {
        const version = arg.extra?.version as number;
        const message = await actOnRequest(kind, arg.id, 'reject', { comment, version });
        toast.success(message ? sharedText(t, message) : t(`toast.requests.${kind.kind}.rejected`));
      }
      onClose();
    } catch (err) {
      // Decided by someone else meanwhile: nothing left to reject here.
      if ((err as { status?: number }).status === 409) {
        toast.error(sharedText(t, errorMessage(err)));
        onClose();
        return;
      }
      applyServerErrors(err, setError, { fields: FIELDS, fallback: t('requests.rejectFailed') });
    }
  });

  const title = bulk
    ? t(`requests.rejectMany.${kind.kind}`, { count: bulk.length })
    : t(`requests.reject.${kind.kind}`);
  return (
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <p className="mb-4 text-sm">{bulk ? bulk.map((e) => e.name).join('; ') : arg.name}</p>
        <Field label={t('requests.comment')} error={errors.comment?.message}>
          {(c) => <textarea {...c} rows={3} autoFocus maxLength={500} {...register('comment')} />}
        </Field>
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? t('requests.submitting') : t('requests.rejectButton')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
