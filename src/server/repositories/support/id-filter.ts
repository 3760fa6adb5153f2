import { eq, isNull, type AnyColumn, type SQL } from 'drizzle-orm';
import { NONE } from '#shared/schemas/common';

/** A foreign-key filter from FilterIdOrNone: an id matches it, 'none' matches rows without one. */
export function idFilter(column: AnyColumn, value: number | typeof NONE | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  return value === NONE ? isNull(column) : eq(column, value);
}
