import { lazy, Suspense, useSyncExternalStore } from 'react';

type Kind = 'error' | 'success' | 'warning';
interface PendingToast {
  kind: Kind;
  message: string;
  duration?: number;
}
type Show = (toast: PendingToast) => void;

/**
 * The toasts load with their first one (docs/decisions/133-first-load-budget.md): sonner and
 * the region come in their own chunk. sonner shows only toasts created after its region has
 * mounted, so what is asked for before that waits here and is shown once the region is up.
 */
const pending: PendingToast[] = [];
let show: Show | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted region: toasts go straight to it, and those that waited are shown. */
export function attachToastRegion(showToast: Show): () => void {
  show = showToast;
  for (const toast of pending.splice(0)) showToast(toast);
  return () => {
    if (show === showToast) show = null;
  };
}

function enqueue(toast: PendingToast): void {
  if (show) {
    show(toast);
    return;
  }
  pending.push(toast);
  want();
}

const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/**
 * The one toast region of the portal (docs/web-app.md). Nothing until the
 * first toast is asked for; then the region loads and stays.
 */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}

/** Shows toasts; `duration` in milliseconds, sonner's default (4 s) otherwise. */
export const notify = {
  error: (message: string, duration?: number) => enqueue({ kind: 'error', message, duration }),
  success: (message: string) => enqueue({ kind: 'success', message }),
  warning: (message: string) => enqueue({ kind: 'warning', message }),
};

export type { PendingToast };
