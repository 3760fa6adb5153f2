import type { FallbackProps } from 'react-error-boundary';
import { Button } from '../components/ui/button';
import { ErrorState } from '../components/ui/states';
import { links } from '#shared/routes/routes';

// How Chromium, Firefox and Safari word a failed import() of a page's chunk.
const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script failed/i;

/** Last line of defence: a screen that fails to render shows a message instead of a blank page. */
export function RouteError({ error }: FallbackProps) {
  const message = error instanceof Error ? error.message : String(error);
  // The network dropped, or a deploy replaced the chunk this tab knew: a reload fetches it anew.
  const state = CHUNK_LOAD_FAILED.test(message) ? (
    <ErrorState
      title="This page could not be loaded"
      message="Its code did not download: the connection dropped or the site has just been updated."
      action={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  ) : (
    <ErrorState
      title="This page could not be shown"
      message={message}
      action={
        <a className="text-sm font-semibold text-rink-700 underline" href={links.home()}>
          Go to the home page
        </a>
      }
    />
  );
  return <div className="mx-auto max-w-3xl px-4 py-16">{state}</div>;
}
