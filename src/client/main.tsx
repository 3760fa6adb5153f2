import './lib/zod-jitless';
import { startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadFirstPage } from './app/first-page';
import { carryOver, watchShell } from './app/shell-takeover';
import { deferredPartsInPlace } from './lib/part-loads';
import './styles.css';

// The server sent the page's shell as HTML. The first render replaces it, so it waits until the
// page's code has loaded and shows the same page, never an empty frame in between.
await loadFirstPage(new URL(window.location.href));

const root = document.getElementById('root')!;
const shell = root.querySelector('[data-shell]') ? watchShell(root) : null;

/** After the first render: typing in the shell carried over, and the page marked as the app's (tests wait on it). */
function TakenOver() {
  // In the commit itself: a passive effect runs a task or more later (long under load), and a keystroke in
  // between would go to the body, the shell's focused field being gone, and be lost.
  useLayoutEffect(() => {
    if (shell) carryOver(root, shell);
  }, []);
  useEffect(() => {
    // Parts below the fold keep the server's HTML until their code is in (lib/deferred-part.tsx).
    void deferredPartsInPlace(root).then(() => {
      document.documentElement.dataset.appReady = '';
    });
  }, []);
  return null;
}

// A transition renders in slices that yield to the browser, instead of one long task that
// would leave the pre-rendered page frozen (Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
      <TakenOver />
    </StrictMode>,
  );
});
