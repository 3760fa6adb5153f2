import { expect, type Locator } from '@playwright/test';

/**
 * Each visible table's header cells, by their text, as "left/width" in px from the table's own left edge: tables
 * whose columns line up give the same figures for the same header.
 */
export function headerGeometry(tables: Locator): Promise<Array<Record<string, string>>> {
  return tables.evaluateAll((all) =>
    all
      .filter((t) => (t as HTMLElement).offsetParent !== null)
      .map((t) => {
        const left = t.getBoundingClientRect().left;
        const cells = [...(t as HTMLTableElement).tHead!.rows[0]!.cells].filter((c) => c.offsetParent !== null);
        return Object.fromEntries(
          cells.map((c) => {
            const r = c.getBoundingClientRect();
            return [c.textContent!.trim(), `${Math.round(r.left - left)}/${Math.round(r.width)}`];
          }),
        );
      }),
  );
}

/** The columns every visible table of `tables` has sit at the same x with the same width in all of them. */
export async function expectColumnsLineUp(tables: Locator, what: string, minTables = 2) {
  // Polled: a page that re-renders as its scripts take over leaves the tables detached for a moment
  // (a clean-clone run measured 0 visible tables right after 4 were seen).
  let geometry: Array<Record<string, string>> = [];
  await expect
    .poll(async () => (geometry = await headerGeometry(tables)).length, { message: `${what}: tables` })
    .toBeGreaterThanOrEqual(minTables);
  const shared = Object.keys(geometry[0]!).filter((label) => geometry.every((g) => label in g));
  expect(shared.length, `${what}: shared columns`).toBeGreaterThan(1);
  for (const label of shared)
    expect(
      geometry.map((g) => g[label]),
      `${what}: column ${label} (left/width) in each table`,
    ).toEqual(geometry.map(() => geometry[0]![label]));
}

/**
 * The texts of `elements` that are cut: the element, or a box between it and its ancestor matching `within`, hides
 * overflowing content (an ellipsis, a clip) that is wider than the box.
 */
export function clippedTexts(elements: Locator, within: string): Promise<string[]> {
  return elements.evaluateAll(
    (els, stop) =>
      els
        .filter((el) => {
          for (let e: Element | null = el; e && !e.matches(stop); e = e.parentElement) {
            if (getComputedStyle(e).overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1) return true;
          }
          return false;
        })
        .map((el) => el.textContent ?? ''),
    within,
  );
}
