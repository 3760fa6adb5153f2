import { History } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge';
import { Select } from '#client/components/ui/input';
import { EmptyState } from '#client/components/ui/states';
import { QueryError } from '#client/components/query-error';
import { useAudit, type AuditEntry } from '../../api/audit';
import { humanize } from '../../lib/labels';
import { Pager } from '../pager';
import { Panel, RowsSkeleton } from '../panel';
import { AuditDiff, recordName } from './audit-diff';
import { DependantsSummary } from './dependants-summary';
import { canRestore, RestoreButton } from './restore-button';

const ENTITIES = ['team', 'player', 'game', 'league', 'season', 'facility', 'country'];
const LIMIT = 20;
const TONE = { create: 'green', update: 'blue', delete: 'red', restore: 'amber' } as const;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <details className="group min-w-0 flex-1">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 [&::-webkit-details-marker]:hidden">
          <Badge tone={TONE[entry.action as keyof typeof TONE] ?? 'neutral'}>{humanize(entry.action)}</Badge>
          <span className="text-sm font-medium text-slate-900">
            {humanize(entry.entity)}: {recordName(entry)}
          </span>
          <span className="ml-auto text-xs text-slate-500">
            {entry.userEmail ?? 'system'} · <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
          </span>
        </summary>
        <div className="mt-2 rounded-lg bg-slate-50 p-3">
          <DependantsSummary entry={entry} />
          <AuditDiff entry={entry} />
        </div>
      </details>
      {canRestore(entry) && <RestoreButton entry={entry} />}
    </li>
  );
}

/** Who changed what and when, from the audit log (admin only on the server). */
export function ActivityTab() {
  const [entity, setEntity] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useAudit({ entity, offset, limit: LIMIT });
  const { data, isLoading, isFetching, error } = query;
  return (
    <Panel
      title="Activity"
      description="Every admin change, newest first. Open an entry to see before and after; a delete can be restored for 30 days."
      actions={
        <Select
          aria-label="Entity"
          value={entity}
          onChange={(e) => {
            setEntity(e.target.value);
            setOffset(0);
          }}
          className="h-9 w-full sm:w-44"
        >
          <option value="">All entities</option>
          {ENTITIES.map((e) => (
            <option key={e} value={e}>
              {humanize(e)}
            </option>
          ))}
        </Select>
      }
    >
      {isLoading ? (
        <RowsSkeleton rows={6} />
      ) : error ? (
        <div className="p-4">
          <QueryError what="the activity log" query={query} />
        </div>
      ) : !data?.items.length ? (
        <div className="p-4">
          <EmptyState title="No activity yet" icon={History} />
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.items.map((e) => (
            <EntryRow key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {data && <Pager offset={offset} limit={LIMIT} total={data.total} onChange={setOffset} busy={isFetching} />}
    </Panel>
  );
}
