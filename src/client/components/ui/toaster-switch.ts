import type { ComponentType } from 'react';

/**
 * The toaster, once some screen needs it. sonner (~10 kB gzip) is only wanted once a screen that
 * can toast has loaded (admin, ad pages); those import `toast` from ./toast, which registers the
 * toaster here synchronously, so it is mounted before their first toast. Kept free of sonner so
 * the app shell can watch it without downloading it.
 */
let toaster: ComponentType | null = null;
const listeners = new Set<() => void>();

export function provideToaster(component: ComponentType): void {
  if (toaster) return;
  toaster = component;
  listeners.forEach((l) => l());
}

export const currentToaster = (): ComponentType | null => toaster;

export function onToasterProvided(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
