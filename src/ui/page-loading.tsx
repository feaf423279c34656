/** What a page shows while its code or its first data loads. */
export function PageLoading() {
  return (
    <p role="status" className="p-4 text-sm text-slate-600 dark:text-slate-300">
      Loading…
    </p>
  );
}
