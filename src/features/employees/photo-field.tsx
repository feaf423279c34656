// An optional photo, kept small: the chosen image is scaled down in the browser and travels as a data URL
// (the API's body limit is 256 KB; PHOTO_MAX_CHARS keeps well under it).
import { useId, useRef, useState } from 'react';
import { PHOTO_MAX_CHARS } from '../../../contract/api/employees.ts';
import { Button } from '../../ui/button.tsx';
import { FieldError, inputClass } from '../../ui/field.tsx';
import { useText } from '../../i18n/text.ts';

const MAX_SIDE = 320;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
/** Thrown when no quality fits the limit: said as the catalogue's employees.photoSize. */
const TOO_LARGE = 'too large';

async function shrink(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= PHOTO_MAX_CHARS) return url;
  }
  throw new Error(TOO_LARGE);
}

export function PhotoField({
  value,
  onChange,
  error,
  name,
}: {
  value: string | null;
  onChange: (photo: string | null) => void;
  error?: string;
  /** Whose photo, for the preview's text alternative. */
  name: string;
}) {
  const t = useText();
  const id = useId();
  const errorId = `${id}-error`;
  const fileRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const shown = localError ?? error;

  const choose = async (file: File | undefined) => {
    setLocalError(undefined);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setLocalError(t('employees.photoType'));
    setBusy(true);
    try {
      onChange(await shrink(file));
    } catch (err) {
      setLocalError(
        t(err instanceof Error && err.message === TOO_LARGE ? 'employees.photoSize' : 'employees.photoType'),
      );
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('employees.photoOptional')}
      </label>
      <div className="flex items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={name ? t('employees.photoOf', { name }) : t('employees.photoOfSomeone')}
            className="h-16 w-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-slate-200 text-xl font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-100"
          >
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <input
            ref={fileRef}
            id={id}
            type="file"
            accept={ACCEPTED.join(',')}
            className={inputClass}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? errorId : undefined}
            aria-busy={busy || undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {value ? (
            <Button size="sm" className="mt-2" onClick={() => onChange(null)}>
              {t('employees.removePhoto')}
            </Button>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} message={shown} />
    </div>
  );
}
