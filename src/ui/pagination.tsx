import type { Metadata } from '../../contract/api/common.ts';
import { useEffect, useRef } from 'react';
import { useText } from '../i18n/text.ts';
import { registerPager } from '../lib/pager.ts';
import { Button } from './button.tsx';

/** Back / Next and 'page of totalPage'. */
export function Pagination({
  meta,
  onPage,
  label,
}: {
  meta?: Metadata;
  onPage: (page: number) => void;
  label: string;
}) {
  const t = useText();
  const page = meta?.page ?? 1;
  const shown = Math.max(meta?.totalPage ?? 1, 1);
  // A search counted only so far ("100+") has more pages than it counted: Next, and the palette's, go one further.
  const totalPage = Math.max(shown, meta?.hasNext ? page + 1 : 1);
  // The palette's "Next page" / "Previous page" turn this pager; they read the latest page without re-registering.
  const latest = useRef({ page, totalPage, onPage });
  latest.current = { page, totalPage, onPage };
  useEffect(
    () =>
      registerPager({
        position: () => ({ page: latest.current.page, totalPage: latest.current.totalPage }),
        turn: (delta) => {
          const { page, totalPage, onPage } = latest.current;
          if (page + delta >= 1 && page + delta <= totalPage) onPage(page + delta);
        },
      }),
    [],
  );
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-end gap-3 text-sm">
      <Button size="sm" onClick={() => onPage(page - 1)} disabled={!meta?.hasPrev}>
        {t('common.back')}
      </Button>
      <span aria-live="polite">{t('ui.pageOf', { page, total: `${shown}${meta?.totalCapped ? '+' : ''}` })}</span>
      <Button size="sm" onClick={() => onPage(page + 1)} disabled={!meta?.hasNext}>
        {t('ui.next')}
      </Button>
    </nav>
  );
}
