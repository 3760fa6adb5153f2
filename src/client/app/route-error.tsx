import type { FallbackProps } from 'react-error-boundary';
import { ErrorState } from '../components/ui/states';

/** Last line of defence: a screen that fails to render shows a message instead of a blank page. */
export function RouteError({ error }: FallbackProps) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <ErrorState title="This page could not be shown" message={message} action={<a className="text-sm font-semibold text-rink-700 underline" href="/">Go to the home page</a>} />
    </div>
  );
}
