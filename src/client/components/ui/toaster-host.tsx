import { useSyncExternalStore } from 'react';
import { currentToaster, onToasterProvided } from './toaster-switch';

/** Renders the toaster once a screen that can toast has provided it; public pages never load sonner. */
export function ToasterHost() {
  const Toaster = useSyncExternalStore(onToasterProvided, currentToaster);
  return Toaster ? <Toaster /> : null;
}
