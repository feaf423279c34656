import { useText } from '../i18n/text.ts';

/** What a page shows while its code or its first data loads. */
export function PageLoading() {
  const t = useText();
  return (
    <p role="status" className="p-4 text-sm text-slate-600 dark:text-slate-300">
      {t('ui.loading')}
    </p>
  );
}
