import { timeAgo } from '#shared/domain/dates/time-ago';

/** Replaces the spec's static "2 hours ago" with the newest game change of the season. */
export function LastUpdated({ at }: { at: string | null }) {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) {
    return (
      <p className="text-xs text-slate-500" data-testid="last-updated">
        Last updated: no games recorded yet
      </p>
    );
  }
  const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <p className="text-xs text-slate-500" data-testid="last-updated">
      Last updated:{' '}
      <time dateTime={at ?? undefined} title={exact}>
        {exact}
      </time>{' '}
      <span>({timeAgo(date)})</span>
    </p>
  );
}
