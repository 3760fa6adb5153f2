/** The largest id a record can have: the tables' integer (int4) keys. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * Whether a number read from an address can name a record: a record page with any other id is not
 * found without asking the database. Kept apart from the zod schemas so pages can use it without zod.
 */
export const isRecordId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID;
