import { StringDecoder } from 'node:string_decoder';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { JSONParser } from '@streamparser/json';
import { RuleRefused } from '../domain-errors';
import { textCheck } from './text-check';

export type ImportFormat = 'csv' | 'json';

/** One data row of a file: its fields by header name, or why it could not be read. */
export interface SourceRow {
  line: number;
  fields: Record<string, unknown> | null;
  error?: string;
  /** The stored record the row updates, in file columns: what columns the file lacks keep. */
  stored?: Record<string, unknown>;
}

/** The file as a whole cannot be read (malformed CSV or JSON, no header): 400, nothing stored. */
export const fileError = (message: string) => RuleRefused.field('file', message);

/**
 * Streams the rows of an import file, one at a time, so memory stays flat whatever the file's size
 * (the caller pulls the next row only when it has room). `onHeader` sees a CSV's header first and
 * may throw to refuse the file. Bytes that are not UTF-8, or NUL, refuse it at their line and column.
 */
export function readRows(input: Readable, format: ImportFormat, onHeader?: (names: string[]) => void): AsyncGenerator<SourceRow> {
  const text = textCheck();
  pipeline(input, text).catch(() => undefined);
  return format === 'csv' ? csvRows(text, onHeader) : jsonRows(text);
}

const newlines = (fields: string[]) => fields.reduce((n, f) => n + (f.match(/\n/g)?.length ?? 0), 0);

async function* csvRows(input: Readable, onHeader?: (names: string[]) => void): AsyncGenerator<SourceRow> {
  const parser = parse({ bom: true, info: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  // pipeline forwards a failing upload (too large, aborted) into the parser, and a consumer that
  // stops early (for await ... throw) destroys the upload too.
  pipeline(input, parser).catch(() => undefined);
  let header: string[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // info.lines is where the record ends; a quoted field may have spanned several lines.
      const line = info.lines - newlines(record);
      if (!header) {
        header = record;
        onHeader?.(header);
        continue;
      }
      if (record.length !== header.length) {
        yield { line, fields: null, error: `Expected ${header.length} fields as in the header, found ${record.length}` };
      } else {
        yield { line, fields: Object.fromEntries(header.map((h, i) => [h, record[i]])) };
      }
    }
  } catch (err) {
    if (err instanceof CsvError)
      throw fileError(`Malformed CSV at line ${(err as CsvError & { lines?: number }).lines ?? '?'}: ${err.message}`);
    throw err;
  }
  if (!header) throw fileError('The file is empty: a CSV file starts with a header row naming its columns');
}

/** A JSON array of objects, streamed element by element, or NDJSON (one object per line). */
async function* jsonRows(input: Readable): AsyncGenerator<SourceRow> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let first: IteratorResult<Buffer>;
  do first = await chunks.next();
  while (!first.done && first.value.toString('utf8').trim() === '');
  if (first.done) throw fileError('The file is empty');
  const rest = (async function* () {
    yield first.value;
    for (let c = await chunks.next(); !c.done; c = await chunks.next()) yield c.value;
  })();
  if (
    first.value
      .toString('utf8')
      .trimStart()
      .replace(/^\uFEFF/, '')
      .startsWith('[')
  )
    yield* arrayRows(rest);
  else yield* ndjsonRows(Readable.from(rest));
}

const asRow = (line: number, value: unknown): SourceRow =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { line, fields: value as Record<string, unknown> }
    : { line, fields: null, error: 'Each row must be a JSON object' };

async function* arrayRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<SourceRow> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  const ready: SourceRow[] = [];
  parser.onValue = ({ value, key }) => ready.push(asRow(Number(key) + 1, value));
  try {
    for await (const chunk of chunks) {
      parser.write(chunk);
      yield* ready.splice(0);
    }
    if (!parser.isEnded) parser.end();
  } catch (err) {
    if (err instanceof RuleRefused) throw err;
    throw fileError(`Malformed JSON: ${(err as Error).message}`);
  }
  yield* ready.splice(0);
}

async function* ndjsonRows(input: Readable): AsyncGenerator<SourceRow> {
  let line = 0;
  for await (const raw of textLines(input)) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    line += 1;
    const trimmed = text.replace(/^\uFEFF/, '').trim();
    if (trimmed === '') continue;
    try {
      yield asRow(line, JSON.parse(trimmed));
    } catch {
      yield { line, fields: null, error: 'Not a JSON object (NDJSON has one object per line)' };
    }
  }
}

/**
 * The lines of a stream, pulled as the consumer asks: readline's async iterator reads ahead without
 * limit, so a file of 235 KB lines (one NHL game each) was held whole in memory while they were
 * imported one by one (peak RSS 600 MB for a 300 MB season, issue 26).
 */
async function* textLines(input: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    rest += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let from = 0;
    for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', from)) {
      yield rest.slice(from, end);
      from = end + 1;
    }
    rest = rest.slice(from);
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}
