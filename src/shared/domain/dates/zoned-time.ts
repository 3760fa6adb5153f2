/**
 * Issue #18: a game starts at an instant and is scheduled in an IANA time zone (its venue's, else
 * its league's). These helpers turn a wall clock in a zone into that instant and back with Intl
 * alone, so the browser, the server and the import agree without a time-zone library.
 */
export type WallClock = { date: string; time: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

let knownZones: Set<string> | null = null;

/**
 * An IANA zone name Intl knows: its canonical list, or a name it resolves (the list leaves out
 * links such as America/Montreal and UTC). Abbreviations and offsets ("EST", "+02:00") are refused:
 * they do not follow daylight saving time.
 */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64) return false;
  knownZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (knownZones.has(zone)) return true;
  if (zone !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    wallFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at `instant`: date yyyy-MM-dd and time HH:mm:ss. */
export function wallClockAt(instant: Date, zone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of wallFormatter(zone).formatToParts(instant)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

const asUtc = (w: WallClock) => Date.parse(`${w.date}T${w.time}Z`);

/** Milliseconds `zone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, zone: string): number {
  return asUtc(wallClockAt(new Date(instant), zone)) - instant;
}

const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export type ZonedInstant = { instant: Date } | { error: 'invalid' | 'gap' };

/**
 * The instant a wall clock in `zone` names. A time the clocks skip (spring forward) is an error, so
 * nobody's 02:30 silently becomes 03:30; a time that happens twice (fall back) is its second
 * occurrence, standard time, as PostgreSQL's `AT TIME ZONE` reads it (the migration used that).
 */
export function instantOf(date: string, time: string, zone: string): ZonedInstant {
  const t = WALL_TIME.exec(time.trim());
  const wall: WallClock = { date, time: t ? `${t[1]}:${t[2]}:${t[3] ?? '00'}` : '' };
  const naive = asUtc(wall);
  const realDate = !Number.isNaN(naive) && new Date(naive).toISOString().startsWith(date);
  if (!t || !realDate || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !isTimeZone(zone)) return { error: 'invalid' };
  const candidates = new Set([-1, 1].map((side) => naive - offsetAt(naive + side * 36 * 3600_000, zone)));
  const matching = [...candidates].filter((c) => {
    const back = wallClockAt(new Date(c), zone);
    return back.date === wall.date && back.time === wall.time;
  });
  if (!matching.length) return { error: 'gap' };
  return { instant: new Date(Math.max(...matching)) };
}

/** The reader's day `date` in `zone` as [from, to) instants; a day that starts in a gap starts when its clock does. */
export function dayRange(date: string, zone: string): { from: Date; to: Date } | null {
  const start = (d: string) => {
    const at = instantOf(d, '00:00', zone);
    if ('instant' in at) return at.instant;
    const hour = instantOf(d, '01:00', zone);
    return 'instant' in hour ? hour.instant : null;
  };
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86400_000).toISOString().slice(0, 10);
  const from = start(date);
  const to = start(next);
  return from && to ? { from, to } : null;
}

/** The zone a reader's browser is in; 'UTC' where Intl cannot tell. */
export function readerTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

// One formatter per locale, zone and form: building an Intl.DateTimeFormat costs ~0.1 ms, which
// every game row of a server-rendered page paid (a team page's ten rows: ~15 % of its render).
const startFormatters = new Map<string, Intl.DateTimeFormat>();

function startFormatter(zone: string, locale: string | undefined, withDate: boolean): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${zone}|${withDate ? 'd' : ''}`;
  let f = startFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(withDate ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } : {}),
    });
    startFormatters.set(key, f);
  }
  return f;
}

/**
 * "7:00 PM EST": an instant as `zone`'s clock with the zone named (the locale's short name, which
 * for zones without a common abbreviation is an offset such as "GMT+2"). '' on bad input.
 */
export function formatStart(startsAt: string | null | undefined, zone: string, opts: { locale?: string; withDate?: boolean } = {}): string {
  if (!startsAt || !isTimeZone(zone)) return '';
  const at = new Date(startsAt);
  if (Number.isNaN(at.getTime())) return '';
  return startFormatter(zone, opts.locale, opts.withDate === true).format(at);
}
