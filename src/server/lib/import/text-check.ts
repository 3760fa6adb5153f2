import { isUtf8 } from 'node:buffer';
import { Transform } from 'node:stream';
import { RuleRefused } from '../domain-errors';

const fail = (line: number, column: number, what: string) => {
  const message = `Line ${line}, column ${column}: ${what}`;
  return new RuleRefused(message, [{ path: `lines.${line}.${column}`, message }]);
};

const notUtf8 = (line: number, column: number, lead: number) =>
  fail(line, column, `not UTF-8 (byte 0x${lead.toString(16).toUpperCase()} begins no valid character); save the file as UTF-8`);

/** Characters from `from` to the end of valid UTF-8 `bytes`: every byte that is no continuation byte. */
function characters(bytes: Buffer, from: number): number {
  let n = 0;
  for (let i = from; i < bytes.length; i++) if ((bytes[i]! & 0xc0) !== 0x80) n += 1;
  return n;
}

/**
 * Passes an import file through unchanged if it is strict UTF-8 without NUL bytes, and fails it
 * (400) at the first bad byte, naming its line and column (in characters, from 1). A lenient decoder
 * would turn a Latin-1 "é" into U+FFFD and import it; a NUL would reach PostgreSQL, which refuses it
 * without saying where. Ranges are the Unicode standard's well-formed sequences (table 3-7): no
 * overlong forms, no surrogates, nothing above U+10FFFF, as TextDecoder's `fatal` mode decides.
 */
export function textCheck(): Transform {
  let line = 1;
  let column = 0;
  // Continuation bytes still expected, and the range allowed for the next one.
  let need = 0;
  let lo = 0x80;
  let hi = 0xbf;
  let lead = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      // Most chunks are whole characters of valid text: native checks, then only lines and columns to count.
      if (need === 0 && chunk.indexOf(0) === -1 && isUtf8(chunk)) {
        let last = -1;
        for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, nl + 1)) {
          line += 1;
          last = nl;
        }
        column = (last === -1 ? column : 0) + characters(chunk, last + 1);
        return done(null, chunk);
      }
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i]!;
        if (need > 0) {
          if (b < lo || b > hi) return done(notUtf8(line, column, lead));
          need -= 1;
          lo = 0x80;
          hi = 0xbf;
          continue;
        }
        column += 1;
        if (b === 0x0a) {
          line += 1;
          column = 0;
        } else if (b === 0) {
          return done(fail(line, column, 'a NUL byte (0x00), which a text file does not have'));
        } else if (b >= 0x80) {
          lead = b;
          if (b >= 0xc2 && b <= 0xdf) need = 1;
          else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b === 0xe0) lo = 0xa0;
            else if (b === 0xed) hi = 0x9f;
          } else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b === 0xf0) lo = 0x90;
            else if (b === 0xf4) hi = 0x8f;
          } else return done(notUtf8(line, column, b));
        }
      }
      done(null, chunk);
    },
    flush(done) {
      done(need > 0 ? fail(line, column, 'not UTF-8 (the file ends inside a character); save the file as UTF-8') : null);
    },
  });
}
