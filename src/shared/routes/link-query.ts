/** Query parameters of a link; absent values are left out, so `{ tab: undefined }` adds nothing. */
export type LinkQuery = Record<string, string | number | null | undefined>;

/** `path` with `query` appended in the order given (`?league=1&year=2025-26`). */
export function withQuery(path: string, query?: LinkQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
