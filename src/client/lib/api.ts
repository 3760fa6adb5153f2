/** Every call sends cookies; a JSON body goes with a JSON content type (SPEC §7). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'content-type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/** SPEC §8: the message is "<status>: <body text or status text>". */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

export type Page<T> = { items: T[]; total: number };

/** A bounded list plus its X-Total-Count, for paginated and "load more" screens. */
export async function getPage<T>(url: string): Promise<Page<T>> {
  const res = await apiRequest('GET', url);
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get('x-total-count') ?? items.length);
  return { items, total };
}

export async function sendJson<T = unknown>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Builds `path?query` from defined, non-empty values only. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Pulls the readable part out of "400: {\"message\":...}" for toasts and inline errors. */
export function errorMessage(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  const match = /^\d{3}: (.*)$/s.exec(msg);
  if (!match) return msg;
  try {
    const parsed = JSON.parse(match[1]) as { message?: string };
    return parsed.message ?? msg;
  } catch {
    return match[1];
  }
}
