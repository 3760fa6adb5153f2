import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileCheck2, Upload } from 'lucide-react';
import { useState } from 'react';
import { IMPORT_COLUMNS, IMPORT_ENTITIES } from '#shared/domain/directory/import-columns';
import type { ImportEntity, ImportReport } from '#shared/schemas/import';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import { toast } from '#client/components/ui/toast';
import { errorMessage } from '#client/lib/api';
import { refreshAfterWrite } from '#client/lib/refresh-after-write';
import { postImport } from '../../api/import';
import { Field } from '../field';
import { Panel } from '../panel';
import { ImportReportView } from './import-report';

const LABELS: Record<ImportEntity, string> = {
  games: 'Games (schedule and results)',
  teams: 'Teams',
  players: 'Players (rosters)',
  facilities: 'Facilities',
};

/**
 * Bulk import: pick what the file holds and the file, check it (a dry run: the server reads every
 * row and stores nothing), read the report, then import. Nothing is stored unless every row is good.
 */
export function ImportTab() {
  const qc = useQueryClient();
  const [entity, setEntity] = useState<ImportEntity>('games');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const run = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => postImport(entity, file!, dryRun),
    onSuccess: async (report) => {
      setChecked(report);
      if (!report.imported) return;
      toast.success('Success', { description: `Imported ${report.rows.toLocaleString('en')} ${entity}` });
      // An import writes the rows of its one table (the entities are table names) and an audit entry.
      await refreshAfterWrite(qc, [entity, 'audit_log']);
    },
    onError: (err) => toast.error('Error', { description: `Import failed: ${errorMessage(err)}` }),
  });
  const reset = () => {
    setChecked(null);
    run.reset();
  };
  const report = run.data ?? checked;
  const canImport = !!file && report?.dryRun === true && report.rejectedCount === 0 && !run.isPending;

  return (
    <Panel title="Import" description="Add or update many records at once from a CSV or JSON file. All rows or none.">
      <div className="space-y-5 p-4 sm:p-5">
        <form
          className="grid gap-4 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) run.mutate({ dryRun: true });
          }}
        >
          <Field label="What the file holds">
            <Select
              value={entity}
              onChange={(e) => {
                setEntity(e.target.value as ImportEntity);
                reset();
              }}
            >
              {IMPORT_ENTITIES.map((e) => (
                <option key={e} value={e}>
                  {LABELS[e]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="File (CSV with a header row, JSON or NDJSON)">
            <Input
              type="file"
              accept=".csv,.json,.ndjson,.jsonl,text/csv,application/json"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                reset();
              }}
            />
          </Field>
          <Button type="submit" variant="secondary" className="sm:mb-1.5" disabled={!file || run.isPending}>
            <FileCheck2 aria-hidden="true" />
            {run.isPending && run.variables?.dryRun ? 'Checking…' : 'Check file'}
          </Button>
        </form>

        {report && <ImportReportView report={report} />}
        {report?.dryRun && (
          <Button type="button" disabled={!canImport} onClick={() => run.mutate({ dryRun: false })}>
            <Upload aria-hidden="true" />
            {run.isPending ? 'Importing…' : `Import ${report.rows.toLocaleString('en')} rows`}
          </Button>
        )}

        <details className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-900">Columns for {LABELS[entity].toLowerCase()}</summary>
          <p className="mt-2 text-slate-600">
            Header names ignore case, spaces and underscores. References take our id or a name: a team’s short name within the row’s league,
            a country’s ISO-3 code, a season’s name. Give each row an <code>externalId</code> so importing the file again updates instead of
            duplicating.
          </p>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {IMPORT_COLUMNS[entity].map((c) => (
              <li key={c.name}>
                <code className="font-semibold">{c.name}</code>
                {c.required && <span className="text-red-700"> (required)</span>} — <span className="text-slate-600">{c.help}</span>
              </li>
            ))}
          </ul>
        </details>
      </div>
    </Panel>
  );
}
