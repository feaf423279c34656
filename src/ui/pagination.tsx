import type { Metadata } from '../../contract/api/common.ts';
import { Button } from './button.tsx';

/** Back / Next and 'page of totalPage' (SPEC.md section 2). */
export function Pagination({
  meta,
  onPage,
  label,
}: {
  meta?: Metadata;
  onPage: (page: number) => void;
  label: string;
}) {
  const page = meta?.page ?? 1;
  const totalPage = Math.max(meta?.totalPage ?? 1, 1);
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-end gap-3 text-sm">
      <Button size="sm" onClick={() => onPage(page - 1)} disabled={!meta?.hasPrev}>
        Back
      </Button>
      <span aria-live="polite">
        {page} of {totalPage}
      </span>
      <Button size="sm" onClick={() => onPage(page + 1)} disabled={!meta?.hasNext}>
        Next
      </Button>
    </nav>
  );
}
