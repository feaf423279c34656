// One dashboard card: a titled region whose title is the link to the list behind it. A link that runs a
// command (a list's filters are set by the command, not read from the address) still has a real href, so it
// opens in a new tab with Ctrl or a middle click.
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { runCommand } from '../../lib/command-runtime.ts';

export interface CardTarget {
  href: string;
  /** A command to run instead of following href (it sets the list's filters, then goes there). */
  command?: string;
}

export function CardLink({ to, children, className }: { to: CardTarget; children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  return (
    <a
      href={to.href}
      className={className ?? 'rounded underline decoration-slate-400 underline-offset-4 hover:decoration-2'}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        if (to.command) void runCommand(to.command, undefined, 'button');
        else navigate(to.href);
      }}
    >
      {children}
    </a>
  );
}

export function Card({
  title,
  to,
  wide = false,
  children,
}: {
  title: string;
  to?: CardTarget;
  /** Spans two columns where there are three. */
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 ${wide ? 'xl:col-span-2' : ''}`}
    >
      <h2 id={id} className="text-base font-semibold">
        {to ? <CardLink to={to}>{title}</CardLink> : title}
      </h2>
      {children}
    </section>
  );
}

/** A figure with its name, read together by screen readers (a description list's term and detail). */
export function Figures({ label, items }: { label: string; items: Array<{ name: string; value: ReactNode }> }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map((f) => (
        <div key={f.name} className="min-w-0 rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700">
          <dt className="truncate text-xs text-slate-700 dark:text-slate-300">{f.name}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const muted = 'text-sm text-slate-700 dark:text-slate-300';

export function Empty({ children }: { children: ReactNode }) {
  return <p className={muted}>{children}</p>;
}
