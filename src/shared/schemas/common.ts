import { z } from 'zod';

/** Route param `:id` — a positive 32-bit integer, else 400 (never a DB error). */
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

export const Pagination = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const numericString = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v);

/** Form-friendly foreign key: "12" -> 12, "" -> null (SPEC §5). */
export const NullableId = z.preprocess(
  (v) => numericString(blankToNull(v)),
  z.number().int().positive().max(2147483647).nullable(),
);

/** Form-friendly integer with bounds: "185" -> 185, "" -> null. */
export const nullableInt = (min: number, max: number) =>
  z.preprocess((v) => numericString(blankToNull(v)), z.number().int().min(min).max(max).nullable());

export const nullableText = (max = 500) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max).nullable());

export const requiredText = (max = 200) => z.string().trim().min(1, 'Required').max(max);

export const nullableUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(2000).regex(/^(https?:\/\/|\/)/, 'Must be an http(s) URL or a site path').nullable(),
);

export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date yyyy-MM-dd').refine(
  (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
  'Must be a real calendar date',
);

export const nullableDate = z.preprocess(blankToNull, IsoDate.nullable());

/** Query flag: 'true'/'false' strings from the URL. */
export const QueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Search text is free choice (SPEC §5); only bounded so it cannot be abused. */
export const SearchText = z.string().trim().max(100).optional();

export const Ref = z.object({ id: z.number(), name: z.string() });

export const ErrorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

const noFilter = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** Optional id filter in a query string; '' and 'all' mean "no filter". */
export const FilterId = z.preprocess(noFilter, z.coerce.number().int().positive().max(2147483647).optional());

/** Optional enum filter in a query string; '' and 'all' mean "no filter". */
export const filterEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(noFilter, z.enum(values).optional());
