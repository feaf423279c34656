// The role form: /roles/add and /roles/{id}/edit.
import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { capitalise, serverMessage } from '../../../commands/error-message.ts';
import { AFTER_SAVE, focusRowAfterSave, useUnsavedChanges } from '../../lib/unsaved-changes.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Field } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { usePermissions } from './api/get-permissions.ts';
import { useRole } from './api/get-role.ts';
import { saveRole } from './api/save-role.ts';
import { ApprovalPowers } from './approval-powers.tsx';
import { PermissionGrid, type PermissionIds } from './permission-grid.tsx';
import { ROLE_ROUTES } from '../../../commands/areas/roles/role-commands.ts';

export default function RoleFormPage() {
  const t = useText();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const permissions = usePermissions();
  const role = useRole(id);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [requiresTwoFactor, setRequiresTwoFactor] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  // What the form started from (empty for a new role), to know whether leaving would lose anything.
  const [initial, setInitial] = useState({ name: '', description: '', selected: '', requiresTwoFactor: false });
  const selectedKey = [...selected].sort((a, b) => a - b).join(',');
  const dirty =
    name !== initial.name ||
    description !== initial.description ||
    selectedKey !== initial.selected ||
    requiresTwoFactor !== initial.requiresTwoFactor;
  const { leave } = useUnsavedChanges(dirty);

  const ids: PermissionIds = useMemo(
    () => new Map((permissions.data?.data ?? []).map((p) => [`${p.resource}:${p.action}`, p.id])),
    [permissions.data],
  );

  useEffect(() => {
    const r = role.data?.data;
    if (r && loadedId !== r.id) {
      setName(r.name);
      setDescription(r.description);
      setSelected(new Set(r.permissions.map((p) => p.id)));
      setRequiresTwoFactor(r.requires_two_factor);
      setLoadedId(r.id);
      setInitial({
        name: r.name,
        description: r.description,
        selected: r.permissions
          .map((p) => p.id)
          .sort((a, b) => a - b)
          .join(','),
        requiresTwoFactor: r.requires_two_factor,
      });
    }
  }, [role.data, loadedId]);

  useEffect(() => {
    if (permissions.error) toast.error(t('toast.failedLoadPermissions'));
  }, [permissions.error, t]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('validation.roleNameRequired');
    setErrors(next);
    if (next.name) {
      document.getElementById('role-name')?.focus();
      return;
    }
    if (!description.trim()) return void toast.error(t('validation.fillRequired'));
    if (selected.size === 0) return void toast.error(t('validation.selectPermission'));
    setSubmitting(true);
    try {
      const res = await saveRole(id, {
        role_name: name.trim(),
        description: description.trim(),
        permission_ids: [...selected],
        requires_two_factor: requiresTwoFactor,
      });
      toast.success(t(id ? 'toast.roles.updated' : 'toast.roles.created'));
      focusRowAfterSave('role', res.data.id);
      navigate(ROLE_ROUTES.list.path, AFTER_SAVE);
    } catch (err) {
      if ((err as { status?: number }).status === 401) return;
      const v = validatorsOf(err);
      const nameError = v.find((x) => x.field === 'role_name')?.message;
      const descriptionError = v.find((x) => x.field === 'description')?.message;
      if (nameError || descriptionError) setErrors({ name: nameError, description: descriptionError });
      else {
        const message = serverMessage(err);
        toast.error(
          message
            ? sharedText(t, capitalise(message))
            : t(id ? 'toast.roles.failedUpdate' : 'toast.roles.failedCreate'),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  const title = t(id ? 'page./roles/:id/edit' : 'page./roles/add');
  const loading = permissions.isLoading || (id != null && role.isLoading);

  return (
    <section>
      <PageHeader title={title} />
      {role.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('roles.couldNotLoad')}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          aria-busy={loading || undefined}
          onKeyDown={saveOnCtrlEnter}
        >
          <div className="grid gap-x-6 md:grid-cols-2">
            <TextField
              id="role-name"
              label={t('roles.roleName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
              maxLength={100}
            />
            <Field id="role-description" label={t('common.description')} error={errors.description}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  value={description}
                  maxLength={500}
                  onChange={(e) => setDescription(e.target.value)}
                />
              )}
            </Field>
          </div>
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-semibold">{t('roles.permissions')}</legend>
            {loading ? (
              <p role="status" className="text-sm">
                {t('roles.loadingPermissions')}
              </p>
            ) : (
              <div className="overflow-x-auto">
                <PermissionGrid ids={ids} selected={selected} onChange={setSelected} />
              </div>
            )}
          </fieldset>
          {loading ? null : <ApprovalPowers ids={ids} selected={selected} onChange={setSelected} />}
          <CheckboxField
            label={t('roles.requiresTwoFactor')}
            hint={t('roles.requiresTwoFactorHint')}
            checked={requiresTwoFactor}
            onChange={(e) => setRequiresTwoFactor(e.target.checked)}
          />
          <div className="flex justify-end gap-2">
            <a
              href="/roles"
              className={buttonClass('secondary')}
              onClick={(e) => {
                // Cancel is the user's own choice to discard: it does not ask.
                e.preventDefault();
                leave();
                navigate(ROLE_ROUTES.list.path);
              }}
            >
              {t('common.cancel')}
            </a>
            <Button type="submit" variant="primary" disabled={submitting || loading}>
              {submitting ? t('roles.submitting') : t('roles.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Ctrl+Enter (⌘+Enter) saves from anywhere in the form, the permission grid included. */
function saveOnCtrlEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
