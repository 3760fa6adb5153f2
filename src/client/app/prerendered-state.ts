import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { PRERENDERED_STATE_ID } from '../../shared/client-routes';

/**
 * The query cache as JSON safe inside a script element: `<` is escaped, so stored strings such
 * as ad HTML (`</script>…`) cannot end the element early. The element is data, never run.
 */
export function serializeQueryState(queryClient: QueryClient): string {
  return JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
}

/**
 * Loads the data the server rendered the page with (who is signed in, the ad config), so the
 * browser's first render matches the HTML already on screen. False when the page came without it.
 */
export function applyPrerenderedState(queryClient: QueryClient, doc: Document = document): boolean {
  const el = doc.getElementById(PRERENDERED_STATE_ID);
  if (!el?.textContent) return false;
  try {
    hydrate(queryClient, JSON.parse(el.textContent));
    return true;
  } catch {
    return false;
  }
}
