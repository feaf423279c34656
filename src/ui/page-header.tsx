import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold" tabIndex={-1} data-page-heading>
        {title}
      </h1>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
