import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/states';

/** Last line of defence: a render error shows a message instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <ErrorState title="This page could not be shown" message={message} action={<a className="text-sm font-semibold text-rink-700 underline" href="/">Go to the home page</a>} />
    </div>
  );
}
