/**
 * Stored game times are UTC wall-clock times; screens show them in the visitor's own time zone
 * with its abbreviation ("7:00 PM EST"). '' when the time is missing or malformed, so callers
 * can fall back (the scoreboard then reads "Scheduled").
 */
export function localStartTime(gameDate: string, gameTime: string | null | undefined,
  opts: { locale?: string; timeZone?: string } = {}): string {
  const m = /^(\d{2}):(\d{2})/.exec(gameTime ?? '');
  if (!m || !/^\d{4}-\d{2}-\d{2}$/.test(gameDate)) return '';
  const at = new Date(`${gameDate}T${m[1]}:${m[2]}:00Z`);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(opts.locale, {
    hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: opts.timeZone,
  }).format(at);
}
