import { count, eq, getTableName, or } from 'drizzle-orm';
import type { DeleteReference, DeleteReferences, GuardedEntity } from '#shared/schemas/delete-guard';
import type { Db } from '../../db/client';
import type { Tx } from '../support/row-version';
import { GUARDS, type Relation } from './relations';

const number = new Intl.NumberFormat('en-US');
const tableName = (rel: Relation) => getTableName(rel.table);
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** "17 seasons", "1 team". */
export const counted = (n: number, [one, many]: [string, string]) => `${number.format(n)} ${n === 1 ? one : many}`;

/** "a, b and c". */
export const listed = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/**
 * What references one record, counted inside the caller's transaction (after it locked the record,
 * so no new reference can appear before the delete: inserting one needs a key-share lock on it).
 */
export async function countReferences(
  tx: Db | Tx,
  entity: GuardedEntity,
  id: number,
  row: Record<string, unknown>,
): Promise<DeleteReferences> {
  const guard = GUARDS[entity];
  const references: DeleteReference[] = [];
  for (const rel of guard.relations) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(rel.table)
      .where(or(...rel.columns.map((c) => eq(c, id))));
    if (n === 0) continue;
    references.push({
      table: tableName(rel),
      column: rel.columns.map((c) => snake(c.name)).join(' | '),
      label: counted(n, rel.label),
      count: n,
      effect: rel.effect,
      note: rel.note,
    });
  }
  const name = guard.name(row);
  const blocked = references.filter((r) => r.effect === 'block');
  let message = `${guard.noun} ${name} ${guard.verb} ${listed(references.map((r) => r.label))}`;
  if (blocked.length) message += `; ${blocked.map((r) => r.note).join('; ')}`;
  return { message, entity, id, name, references, cascadable: blocked.length === 0 };
}
