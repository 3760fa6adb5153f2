import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository stands on its own (issue 30): what it cites is docs/requirements.md and
// docs/architecture.md, never a document beside it that a reader of the repository does not have.
// The patterns are assembled from parts so this file does not cite what it forbids.
const OUTSIDE = [
  new RegExp(`\\b${'SP'}EC(?:\\.md|\\s*§|:)`),
  new RegExp(`\\b${'DES'}IGN(?:\\.md|\\s*§)`),
  new RegExp(`\\.\\./${'sha'}red/`),
  new RegExp(`/${'wo'}rk/`),
];

/** Each line of `text` that cites a document outside the repository. */
function outsideCitations(text: string): string[] {
  return text.split('\n').filter((line) => OUTSIDE.some((re) => re.test(line)));
}

const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|gz|br|zip|pdf)$/i;

describe('the repository stands on its own', () => {
  it('recognises each kind of outside citation and leaves our own alone', () => {
    const cited = ['SP' + 'EC §5', 'SP' + 'EC.md §7', 'the layers of DES' + 'IGN.md', 'DES' + 'IGN §4', '../sha' + 'red/notes'];
    for (const line of cited) expect(outsideCitations(`// ${line}: why`)).toHaveLength(1);
    const own = [
      'requirements §5',
      '[requirements §7](docs/requirements.md#7-the-calls-it-makes)',
      'docs/architecture.md',
      'SPEC_TARGETS.leagues',
    ];
    for (const line of own) expect(outsideCitations(`// ${line}`)).toEqual([]);
  });

  it('no tracked file cites a document outside the repository', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && !BINARY.test(f) && f !== 'tests/unit/self-contained.test.ts');
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return []; // listed by git but deleted in the work tree
      }
      return outsideCitations(text).map((line) => `${file}: ${line.trim()}`);
    });
    expect(found).toEqual([]);
  });
});
