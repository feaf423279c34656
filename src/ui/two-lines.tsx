// A table cell's main text and, under it, a smaller second line; each cut to the cell's width with its full
// value on hover.
export function TwoLines({ first, second }: { first: string; second?: string | null }) {
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium" title={first}>
        {first}
      </span>
      {second ? (
        <span className="block truncate text-xs text-slate-600 dark:text-slate-300" title={second}>
          {second}
        </span>
      ) : null}
    </span>
  );
}

/** One line of a cell, cut to its width with its full value on hover (and in the row's name for focus). */
export function OneLine({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span className={`block truncate ${className}`} title={text}>
      {text}
    </span>
  );
}
