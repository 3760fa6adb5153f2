type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server's renderer answers a page's reads in-process, with no network (src/client/ssr). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Every call sends cookies; a JSON body goes with a JSON content type (requirements §7). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await transport(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'content-type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

export type FieldIssue = { path: string; message: string };

/**
 * A non-2xx answer. requirements §8: the message is "<status>: <body text or status text>"; the status, the
 * server's readable message and its field errors are kept as they came, so nobody parses the text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string;
  readonly fieldErrors: FieldIssue[];

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseBody(text);
    this.serverMessage = typeof body?.message === 'string' ? body.message : text;
    this.fieldErrors = Array.isArray(body?.errors) ? body.errors.filter(isFieldIssue) : [];
  }
}

function parseBody(text: string): { message?: unknown; errors?: unknown[] } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

const isFieldIssue = (e: unknown): e is FieldIssue =>
  typeof e === 'object' && e !== null && typeof (e as FieldIssue).path === 'string' && typeof (e as FieldIssue).message === 'string';

/** The answer's status when `err` came from the API, else null (a network failure, a bug). */
export const apiStatus = (err: unknown): number | null => (err instanceof ApiError ? err.status : null);

/** A record page's id that the API does not know (or cannot be one): show the not-found view. */
export const isNotFound = (err: unknown): boolean => apiStatus(err) === 404 || apiStatus(err) === 400;

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new ApiError(res.status, (await res.text()) || res.statusText);
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

/** The readable part of an error for toasts and inline errors: the server's message when it sent one. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage;
  return err instanceof Error ? err.message : String(err);
}
