import { History } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge';
import { Select } from '#client/components/ui/input';
import { useAudit, type AuditEntry } from '../../api/audit';
import { actorText } from '../../lib/audit-text';
import { humanize } from '../../lib/labels';
import { Pager } from '../pager';
import { Panel } from '../panel';
import { ListStates } from '../resource/list-states';
import { useListControls } from '../resource/use-list-controls';
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
            {actorText(entry)} · <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
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
  const { offset, setOffset, filter } = useListControls<never>();
  const query = useAudit({ entity, offset, limit: LIMIT });
  const { data, isFetching } = query;
  return (
    <Panel
      title="Activity"
      description="Every admin change, newest first. Open an entry to see before and after; a delete can be restored for 30 days."
      actions={
        <Select aria-label="Entity" value={entity} onChange={(e) => filter(() => setEntity(e.target.value))} className="h-9 w-full sm:w-44">
          <option value="">All entities</option>
          {ENTITIES.map((e) => (
            <option key={e} value={e}>
              {humanize(e)}
            </option>
          ))}
        </Select>
      }
    >
      <ListStates
        query={query}
        items={data?.items}
        what="the activity log"
        emptyTitle="No activity yet"
        emptyIcon={History}
        skeletonRows={6}
      >
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((e) => (
              <EntryRow key={e.id} entry={e} />
            ))}
          </ul>
        )}
      </ListStates>
      {data && <Pager offset={offset} limit={LIMIT} total={data.total} onChange={setOffset} busy={isFetching} />}
    </Panel>
  );
}
