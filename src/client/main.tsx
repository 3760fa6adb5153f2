import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import './styles.css';

const root = document.getElementById('root')!;

// The server sent the page's shell as HTML. The first render replaces it, so it waits until the
// page's code has loaded and shows the same page, never an empty frame in between.
if (root.hasChildNodes() && !router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => { if (state.initialized) { stop(); resolve(); } });
  });
}

// A transition renders in slices that yield to the browser, instead of one long task that
// would leave the pre-rendered page frozen (Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
