import { RotateCcw } from 'lucide-react';
import { SCOPED_TABLES } from '#shared/data-scopes';
import { Button } from '#client/components/ui/button';
import { restoreDeleted, type AuditEntry } from '../../api/audit';
import { humanize } from '../../lib/labels';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { recordName } from './audit-diff';
import { rowCount } from './dependants-summary';

const RESTORABLE = new Set(['league', 'season', 'team', 'facility', 'country', 'player', 'game']);
const DAYS = 30;

/** Deletes of these records can be undone for 30 days (the server decides; this only hides hopeless buttons). */
export const canRestore = (e: AuditEntry, now = Date.now()) =>
  e.action === 'delete' && RESTORABLE.has(e.entity) && now - Date.parse(e.createdAt) < DAYS * 86_400_000;

export function RestoreButton({ entry }: { entry: AuditEntry }) {
  const name = recordName(entry);
  const restore = useAdminMutation({
    mutationFn: () => restoreDeleted(entry.id),
    // A restore brings back the record and whatever its delete's cascade removed or cleared.
    writes: SCOPED_TABLES,
    success: (_, r) => {
      const back = r.restored.filter((x) => x.count > 0).map((x) => rowCount(x.count, x.table));
      return `${humanize(entry.entity)} ${name} restored${back.length ? ` with ${back.join(', ')}` : ''}`;
    },
    failure: `Failed to restore ${name}`,
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      className="shrink-0"
      aria-label={`Restore ${humanize(entry.entity)} ${name}`}
      disabled={restore.isPending}
      onClick={() => restore.mutate(undefined)}
    >
      <RotateCcw aria-hidden="true" />
      Restore
    </Button>
  );
}
