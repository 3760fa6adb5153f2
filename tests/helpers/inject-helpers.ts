import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '#server/db/schema';
import { json, type TestApp } from './build-test-app';

/**
 * Short request helpers for resource tests. `app` is a getter because the TestApp is built in
 * beforeAll, after the helpers are declared.
 */
export function injectHelpers(app: () => TestApp, entity: string) {
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = app().admin) =>
    app().app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const get = (url: string) => app().app.inject({ url });
  const names = (res: LightMyRequestResponse) => json(res).map((x: { name: string }) => x.name);
  /** POSTs as admin, asserts 201 and returns the created body. */
  const created = async (url: string, payload: object) => {
    const res = await send('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return json(res);
  };
  /** audit_log rows of this entity for one action and id. */
  const auditRows = (action: string, id: number) =>
    app()
      .handle.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.action, action), eq(auditLog.entityId, String(id))));
  return { send, get, names, created, auditRows };
}
