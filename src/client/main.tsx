import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadFirstPage } from './app/first-page';
import './styles.css';

// The server sent the page's shell as HTML. The first render replaces it, so it waits until the
// page's code has loaded and shows the same page, never an empty frame in between.
await loadFirstPage(new URL(window.location.href));

// A transition renders in slices that yield to the browser, instead of one long task that
// would leave the pre-rendered page frozen (Total Blocking Time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
