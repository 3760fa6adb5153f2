/**
 * A game's start as the visitor's locale writes times ("7:00 PM", "19:00"). Stored times are the
 * venue's wall clock (facilities carry no time zone), so they are shown as stored, never shifted
 * by the visitor's UTC offset. '' when missing or malformed, so callers can fall back
 * (the scoreboard then reads "Scheduled").
 */
export function localStartTime(gameDate: string, gameTime: string | null | undefined, opts: { locale?: string } = {}): string {
  const t = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(gameTime?.trim() ?? '');
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(gameDate);
  if (!t || !d) return '';
  const [h, min] = [Number(t[1]), Number(t[2])];
  if (h > 23 || min > 59) return '';
  const at = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), h, min);
  return new Intl.DateTimeFormat(opts.locale, { hour: 'numeric', minute: '2-digit' }).format(at);
}
