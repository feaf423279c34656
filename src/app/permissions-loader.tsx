// On sign-in and on every load with a stored session, the role and permissions are fetched again.
// A failure other than 401 clears them and says so.
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { fetchCurrentPermission } from '../features/auth/api/current-permission.ts';
import { adoptAccountLanguage } from '../lib/account-language.ts';
import { session, setPermissions } from '../lib/session.ts';
import { textNow } from '../i18n/text.ts';

export function PermissionsLoader() {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchCurrentPermission()
      .then((res) => {
        if (cancelled || session.token !== token) return;
        setPermissions(res.data.role, res.data.permission_groups, res.data.linked_to_employee);
        adoptAccountLanguage(res.data.language);
      })
      .catch((err: { status?: number }) => {
        if (cancelled || session.token !== token || err?.status === 401) return;
        setPermissions(null, []);
        toast.error(textNow('toast.failedLoadPermissions'));
      });
    return () => {
      cancelled = true;
    };
  }, [token]);
  return null;
}
