import type { DeleteReferences } from '#shared/schemas/delete-guard';
import { getJson, getPage, sendJson, withQuery, type Page } from '#client/lib/api';

type Query = Record<string, string | number | boolean | null | undefined>;

/** The record as the editor loaded it: its updatedAt goes back so a concurrent change answers 409. */
export type Loaded = { id: number; updatedAt?: string };

/** Thin REST helpers for one admin resource under /api/<name>. */
export function resource<T>(base: string) {
  return {
    page: (q: Query = {}): Promise<Page<T>> => getPage<T>(withQuery(base, q)),
    list: (q: Query = {}): Promise<T[]> => getJson<T[]>(withQuery(base, q)),
    get: (id: number): Promise<T> => getJson<T>(`${base}/${id}`),
    create: (body: unknown): Promise<T> => sendJson<T>('POST', base, body),
    update: (loaded: Loaded, body: object, method: 'PATCH' | 'PUT' = 'PATCH'): Promise<T> =>
      sendJson<T>(method, `${base}/${loaded.id}`, { ...body, expectedUpdatedAt: loaded.updatedAt }),
    /** `cascade`: also clear or delete what references the record (issue 18; the dialog shows what first). */
    remove: (id: number, cascade = false): Promise<void> =>
      sendJson<void>('DELETE', withQuery(`${base}/${id}`, { cascade: cascade || undefined })),
    /** What a delete would touch (admin): counts per referencing table, and whether a cascade can go ahead. */
    references: (id: number): Promise<DeleteReferences> => getJson<DeleteReferences>(`${base}/${id}/references`),
  };
}
