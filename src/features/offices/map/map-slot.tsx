// Where a page puts its map: loaded on demand (Leaflet stays out of every other page and the page's own
// fields appear at once), and if the map cannot load or crashes, the page keeps working without it.
import { Component, Suspense, type ReactNode } from 'react';

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return (
        <p
          role="status"
          className="rounded-lg border border-dashed border-slate-400 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-200"
        >
          The map could not be shown. Everything on this page still works with the fields and the table.
        </p>
      );
    }
    return this.props.children;
  }
}

export function MapSlot({ children, className = 'h-80' }: { children: ReactNode; className?: string }) {
  return (
    <MapErrorBoundary>
      <Suspense
        fallback={
          <div
            className={`w-full animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800 ${className}`}
            aria-hidden="true"
          />
        }
      >
        {children}
      </Suspense>
    </MapErrorBoundary>
  );
}
