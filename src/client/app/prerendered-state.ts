import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { PRERENDERED_STATE_ID } from '#shared/routes/match-route';

/**
 * The query cache as JSON safe inside a script element: `<` is escaped, so stored strings such
 * as ad HTML (`</script>…`) cannot end the element early. The element is data, never run.
 */
export function serializeQueryState(queryClient: QueryClient): string {
  return JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
}

/**
 * Loads the data the server rendered the page with (who is signed in, the ad config), so the
 * browser's first render matches the HTML already on screen. Pages without it fetch as usual.
 */
export function applyPrerenderedState(queryClient: QueryClient): void {
  const text = document.getElementById(PRERENDERED_STATE_ID)?.textContent;
  if (!text) return;
  try {
    hydrate(queryClient, JSON.parse(text));
  } catch {
    // Unreadable state: the queries simply fetch their answers.
  }
}
