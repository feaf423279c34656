import { isMessageKey, useText } from '../i18n/text.ts';

// Active shows green, anything else red; Active and Inactive are said in the language on screen (or `label`).
export function StatusText({ status, label }: { status: string; label?: string }) {
  const t = useText();
  const active = status === 'Active';
  const key = `ui.status.${status}`;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${
        active
          ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
          : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300'
      }`}
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${active ? 'bg-green-600' : 'bg-red-600'}`} />
      {label ?? (isMessageKey(key) ? t(key) : status)}
    </span>
  );
}
