// Where a page puts its map: loaded on demand (Leaflet stays out of every other page and the page's own
// fields appear at once), and if the map cannot load or crashes, the page keeps working without it.
import { Component, Suspense, type ReactNode } from 'react';
import { useText } from '../../../i18n/text.ts';

function MapFailed() {
  const t = useText();
  return (
    <p
      role="status"
      className="rounded-lg border border-dashed border-slate-400 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-200"
    >
      {t('offices.mapFailed')}
    </p>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <MapFailed /> : this.props.children;
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
