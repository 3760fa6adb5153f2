import { X } from 'lucide-react';
import type { BoxScoreIssue } from '#shared/domain/box-score-rules';
import { PENALTY_MINUTES, type TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import type { DraftPenalty } from './draft';
import { EditorSection } from './editor-section';
import { PlayerSelect, type PlayerOption } from './player-select';
import { RowHeader } from './row-header';
import { patchRow, RowIssues } from './row-issues';
import { issuesAt } from './validate';

type Props = {
  penalties: DraftPenalty[];
  onChange: (rows: DraftPenalty[]) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  periods: { value: number; label: string }[];
  issues: readonly BoxScoreIssue[];
};

// The calls a scorekeeper types most; any other text is accepted too.
const INFRACTIONS = [
  'Hooking',
  'Tripping',
  'Slashing',
  'Holding',
  'Interference',
  'High-sticking',
  'Roughing',
  'Cross-checking',
  'Delay of game',
  'Too many men',
  'Boarding',
  'Fighting',
  'Misconduct',
];

export function PenaltiesEditor({ penalties, onChange, players, teamNames, periods, issues }: Props) {
  const add = () => onChange([...penalties, { period: 1, time: '', team: 'home', playerId: null, minutes: 2, infraction: '' }]);
  return (
    <EditorSection id="box-penalties" title={`Penalties (${penalties.length})`} addLabel="Add penalty" onAdd={add}>
      <datalist id="box-infractions">
        {INFRACTIONS.map((x) => (
          <option key={x} value={x} />
        ))}
      </datalist>
      {penalties.length > 0 && (
        <RowHeader
          template="sm:grid-cols-[5rem_5.5rem_minmax(0,1fr)_minmax(0,1.4fr)_6.5rem_minmax(0,1.4fr)_2.25rem]"
          labels={['Period', 'Time', 'Team', 'Player', 'Minutes', 'Infraction', '']}
        />
      )}
      <ol className="space-y-2">
        {penalties.map((p, i) => {
          const n = `Penalty ${i + 1}`;
          const rowIssues = issuesAt(issues, `penalties.${i}`);
          const set = (patch: Partial<DraftPenalty>) => onChange(patchRow(penalties, i, patch));
          return (
            <li key={i} className="rounded-lg border border-slate-200 p-2" data-testid="penalty-editor-row">
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[5rem_5.5rem_minmax(0,1fr)_minmax(0,1.4fr)_6.5rem_minmax(0,1.4fr)_2.25rem]">
                <Select
                  aria-label={`${n} period`}
                  value={p.period}
                  onChange={(e) => set({ period: Number(e.target.value) })}
                  className="h-9"
                >
                  {periods.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
                <Input
                  aria-label={`${n} time (MM:SS)`}
                  placeholder="MM:SS"
                  value={p.time}
                  onChange={(e) => set({ time: e.target.value })}
                  className="h-9 tabular-nums"
                />
                <Select
                  aria-label={`${n} team`}
                  value={p.team}
                  onChange={(e) => set({ team: e.target.value as TeamSide, playerId: null })}
                  className="col-span-2 h-9 sm:col-span-1"
                >
                  {(['away', 'home'] as const).map((s) => (
                    <option key={s} value={s}>
                      {teamNames[s]}
                    </option>
                  ))}
                </Select>
                <PlayerSelect
                  label={`${n} player`}
                  value={p.playerId}
                  options={players[p.team]}
                  onChange={(id) => set({ playerId: id })}
                  className="col-span-2 sm:col-span-1"
                />
                <Select
                  aria-label={`${n} minutes`}
                  value={p.minutes}
                  onChange={(e) => set({ minutes: Number(e.target.value) })}
                  className="h-9"
                >
                  {PENALTY_MINUTES.map((m) => (
                    <option key={m} value={m}>
                      {m} min
                    </option>
                  ))}
                </Select>
                <Input
                  aria-label={`${n} infraction`}
                  placeholder="Infraction"
                  list="box-infractions"
                  value={p.infraction}
                  onChange={(e) => set({ infraction: e.target.value })}
                  className="h-9"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9 justify-self-end"
                  aria-label={`Remove ${n.toLowerCase()}`}
                  onClick={() => onChange(penalties.filter((_, k) => k !== i))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <RowIssues issues={rowIssues} />
            </li>
          );
        })}
      </ol>
    </EditorSection>
  );
}
