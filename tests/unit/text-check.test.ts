import { describe, expect, it } from 'vitest';
import { textCheck } from '#server/lib/import/text-check';

type Callback = (err?: Error | null, out?: Buffer) => void;
type Steps = { _transform: (c: Buffer, e: string, cb: Callback) => void; _flush: (cb: Callback) => void };

/** Runs `chunks` through the check's own steps (synchronous, so thousands of cases stay quick): the bytes it passed on, or its error. */
function check(chunks: Buffer[]): Buffer | Error {
  const steps = textCheck() as unknown as Steps;
  const out: Buffer[] = [];
  let failed: Error | null = null;
  const callback: Callback = (err, data) => {
    if (err) failed ??= err;
    else if (data) out.push(data);
  };
  for (const c of chunks) if (!failed) steps._transform(c, 'buffer', callback);
  if (!failed) steps._flush(callback);
  return failed ?? Buffer.concat(out);
}

// Bytes around every boundary of UTF-8's ranges, so random strings hit the edge cases often.
const EDGES = [0x0a, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef];
const MORE = [0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff];
const BYTES = [...EDGES, ...MORE];

describe('textCheck', () => {
  it('accepts exactly what a fatal TextDecoder accepts, however the bytes are split into chunks', () => {
    let seed = 29;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (let run = 0; run < 1500; run++) {
      const bytes = Buffer.from(Array.from({ length: next(9) }, () => BYTES[next(BYTES.length)]!));
      const cut = next(bytes.length + 1);
      const result = check([bytes.subarray(0, cut), bytes.subarray(cut)].filter((c) => c.length > 0));
      let valid = true;
      try {
        decoder.decode(bytes);
      } catch {
        valid = false;
      }
      expect(result instanceof Error ? 'refused' : 'passed', bytes.toString('hex')).toBe(valid ? 'passed' : 'refused');
      if (!(result instanceof Error)) expect(result.equals(bytes)).toBe(true);
    }
  });

  it('counts columns in characters, and lines from 1', () => {
    const result = check([Buffer.from('é🏒\nab'), Buffer.from([0xc3]), Buffer.from('x')]);
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toBe('Line 2, column 3: not UTF-8 (byte 0xC3 begins no valid character); save the file as UTF-8');
  });
});
