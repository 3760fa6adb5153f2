import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredPart, loadDeferredParts } from '#client/lib/deferred-part';
import { deferredPartsSettled } from '#client/lib/part-loads';

const Scores = ({ home }: { home: number }) => createElement('p', null, 'home ', home);

describe('deferredPart (code below the fold, out of the first load)', () => {
  it('renders nothing of itself before its code is in: the server must load the parts first', () => {
    const Part = deferredPart('early', async () => Scores);
    expect(renderToString(createElement(Part, { home: 3 }))).not.toContain('home');
  });

  it('renders whole, in its marked block, once loadDeferredParts has run (what the server renders)', async () => {
    const Part = deferredPart(
      'late',
      async () => Scores,
      (p) => String(p.home),
    );
    await loadDeferredParts();
    await deferredPartsSettled();
    const html = renderToString(createElement(Part, { home: 4 }));
    expect(html).toContain('data-part="late|4"');
    expect(html).toContain('home <!-- -->4');
  });
});
