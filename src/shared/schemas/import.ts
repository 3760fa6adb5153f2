import { z } from 'zod';
import { QueryBool } from './common';
import { IMPORT_ENTITIES } from '../domain/directory/import-columns';

export const ImportEntity = z.enum(IMPORT_ENTITIES);
export type ImportEntity = z.infer<typeof ImportEntity>;

export const ImportParams = z.object({ entity: ImportEntity });

export const ImportQuery = z.object({
  dryRun: QueryBool.optional().describe('true: check the file and report, store nothing'),
  source: z.string().trim().min(1).max(100).optional().describe('Source of rows whose own `source` column is empty (default "import")'),
});

export const ImportRejection = z.object({
  line: z.number().describe('CSV or NDJSON line (the header is line 1), or 1-based position in a JSON array'),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRejection = z.infer<typeof ImportRejection>;

/** The answer of an import or dry run; counts are what the file does (or would do) to the stored rows. */
export const ImportReport = z.object({
  entity: ImportEntity,
  dryRun: z.boolean(),
  /** true only when the rows were stored: a real run of a file without rejected rows. */
  imported: z.boolean(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejectedCount: z.number(),
  /** Every rejected row up to MAX_REPORTED_REJECTIONS; rejectedCount is the full count. */
  rejected: z.array(ImportRejection),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const MAX_REPORTED_REJECTIONS = 10_000;
