import { z } from 'zod';
// Installs the plain field messages as zod's error map wherever the shared schemas are used.
import './error-map';
import { NONE } from '../domain/directory/id-filter';
import { isTimeZone } from '../domain/dates/zoned-time';

/** Route param `:id` — a positive 32-bit integer, else 400 (never a DB error). */
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

export const Pagination = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
// A decimal becomes a number too, so "180.5" is told "Enter a whole number", not "Enter a number".
const numericString = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);

/** Form-friendly foreign key: "12" -> 12, "" -> null (requirements §5). */
export const NullableId = z.preprocess((v) => numericString(blankToNull(v)), z.number().int().positive().max(2147483647).nullable());

/** Form-friendly integer with bounds: "185" -> 185, "" -> null. */
export const nullableInt = (min: number, max: number) =>
  z.preprocess((v) => numericString(blankToNull(v)), z.number().int().min(min).max(max).nullable());

export const nullableText = (max = 500) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max).nullable());

export const requiredText = (max = 200) => z.string().trim().min(1, 'Required').max(max);

/**
 * An absolute http(s) URL with a host, nothing else. Stored URLs end up in `src`/`href` on every
 * visitor's page: a site path would let an image load call our own GET endpoints (`/api/logout`),
 * and `//host`, `/\thost` or `javascript:` are not what they look like. Whitespace, control
 * characters and backslashes are refused outright rather than left to URL parsing to normalise.
 */
const hasControlChar = (s: string) => Array.from(s).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => {
    if (!/^https?:\/\/[^/\\\s]/i.test(s) || /[\s\\]/.test(s) || hasControlChar(s)) return false;
    try {
      const url = new URL(s);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Must be an absolute http(s) URL (https://...)');

/** Optional URL field of a form: blank -> null, otherwise an HttpUrl. */
export const nullableUrl = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), HttpUrl.nullable());

export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date yyyy-MM-dd')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Must be a real calendar date',
  );

export const nullableDate = z.preprocess(blankToNull, IsoDate.nullable());

/** Query flag: 'true'/'false' strings from the URL. */
export const QueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * `mine=1` on a list: only the records the signed-in caller may write (issue 27: a league manager's
 * admin tabs show his leagues' data). Such an answer depends on the caller, so it is never shared.
 */
export const MineFlag = z
  .enum(['1', 'true'])
  .transform(() => true as const)
  .optional()
  .describe("Only the caller's own records (their leagues' and teams'; everything for an admin). Needs a session.");

/** Search text is free choice (requirements §5); only bounded so it cannot be abused. */
export const SearchText = z.string().trim().max(100).optional();

export const Ref = z.object({ id: z.number(), name: z.string() });

export const ErrorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

const noFilter = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** Optional id filter in a query string; '' and 'all' mean "no filter". */
export const FilterId = z.preprocess(noFilter, z.coerce.number().int().positive().max(2147483647).optional());

export { NONE } from '../domain/directory/id-filter';

/**
 * Optional id filter that also accepts 'none' (the foreign key is null), so the directory's
 * "No League" / "Free Agents" groups can load their members like any other group.
 */
const idOrNone = { error: "Must be a positive id or 'none'" };
export const FilterIdOrNone = z.preprocess(
  noFilter,
  z.union([z.literal(NONE), z.coerce.number(idOrNone).int(idOrNone).positive(idOrNone).max(2147483647, idOrNone)], idOrNone).optional(),
);

/** Optional enum filter in a query string; '' and 'all' mean "no filter". */
export const filterEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(noFilter, z.enum(values).optional());

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?(\.\d{1,9})?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** '2024-05-01 10:00:00.1234+02' -> '2024-05-01T10:00:00.123+02:00' (the shape Date parses), or null. */
function isoUtc(s: string): string | null {
  const m = TIMESTAMP.exec(s);
  if (!m) return null;
  const [, date, hm, sec = ':00', frac = '.0', zone = 'Z'] = m;
  const tz = /^z$/i.test(zone) ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  const d = new Date(`${date}T${hm}${sec}${frac.slice(0, 4).padEnd(4, '0')}${tz}`);
  const year = d.getUTCFullYear();
  return Number.isNaN(d.getTime()) || year < 1900 || year > 9999 ? null : d.toISOString();
}

/**
 * Optimistic concurrency: the `updatedAt` an editor loaded. Normalised to ISO-8601 UTC here (a
 * missing zone means UTC) so the SQL cast can never fail on an odd but regex-valid value.
 */
export const ExpectedUpdatedAt = z
  .string()
  .trim()
  .regex(TIMESTAMP, 'Must be a timestamp')
  .transform((s, ctx) => isoUtc(s) ?? (ctx.addIssue({ code: 'custom', message: 'Must be a timestamp' }), z.NEVER))
  .describe('The updatedAt the client loaded; a different current value answers 409 instead of overwriting');

/**
 * Mixed into every update body (and the DELETE query string): optional, so API clients that omit
 * it keep last-write-wins.
 */
export const Versioned = z.object({ expectedUpdatedAt: ExpectedUpdatedAt.optional() });

/** An IANA time zone Intl knows (issue #18); blank = none. */
export const TimeZone = z.string().trim().refine(isTimeZone, 'Must be an IANA time zone such as America/Toronto or Europe/Helsinki');
export const nullableTimeZone = z.preprocess(blankToNull, TimeZone.nullable());

/** An instant with its offset: 2026-03-08T19:00:00-05:00 or …Z. A bare local time is not an instant. */
export const IsoInstant = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i,
    'Must be an ISO 8601 instant with an offset, e.g. 2026-03-08T19:00:00-05:00',
  )
  .refine((s) => !Number.isNaN(Date.parse(s)), 'Must be a real instant');
