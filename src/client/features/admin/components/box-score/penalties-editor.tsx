import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import { PENALTY_MINUTES, type TeamSide } from '#shared/schemas/box-score';
import { Input, Select } from '#client/components/ui/input';
import type { DraftPenalty } from './draft';
import { EditorSection } from './editor-section';
import { PlayerSelect, type PlayerOption } from './player-select';
import { RowHeader } from './row-header';
import { ClockInput, EditorRow, PeriodSelect, RemoveRowButton, rowTools, TeamSideSelect } from './row-frame';

type Props = {
  penalties: DraftPenalty[];
  onChange: (rows: DraftPenalty[]) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  periods: { value: number; label: string }[];
  issues: readonly BoxScoreIssue[];
};

// One grid for the header and every row, so the columns line up.
const COLUMNS = 'sm:grid-cols-[5rem_5.5rem_minmax(0,1fr)_minmax(0,1.4fr)_6.5rem_minmax(0,1.4fr)_2.25rem]';

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
  const add = () =>
    onChange([
      ...penalties,
      { period: 1, time: '', team: 'home', playerId: null, minutes: 2, infraction: '', bench: false, servedByPlayerId: null },
    ]);
  return (
    <EditorSection id="box-penalties" title={`Penalties (${penalties.length})`} addLabel="Add penalty" onAdd={add}>
      <datalist id="box-infractions">
        {INFRACTIONS.map((x) => (
          <option key={x} value={x} />
        ))}
      </datalist>
      {penalties.length > 0 && (
        <RowHeader template={COLUMNS} labels={['Period', 'Time', 'Team', 'Player (or bench: served by)', 'Minutes', 'Infraction', '']} />
      )}
      <ol className="space-y-2">
        {penalties.map((p, i) => {
          const n = `Penalty ${i + 1}`;
          const { rowIssues, bad, set, remove } = rowTools(penalties, i, onChange, issues, 'penalties');
          return (
            <EditorRow key={i} testId="penalty-editor-row" grid={`grid grid-cols-2 gap-2 ${COLUMNS}`} issues={rowIssues}>
              <PeriodSelect label={`${n} period`} value={p.period} periods={periods} onChange={(period) => set({ period })} />
              <ClockInput label={`${n} time`} value={p.time} numeric={false} onChange={(time) => set({ time })} />
              <TeamSideSelect
                label={`${n} team`}
                value={p.team}
                teamNames={teamNames}
                onChange={(team) => set({ team, playerId: null, servedByPlayerId: null })}
              />
              {/* A bench (team) penalty has nobody penalised: the pick list then names who served it, if anyone. */}
              <div className="col-span-2 flex min-w-0 items-center gap-2 sm:col-span-1">
                <label className="flex shrink-0 items-center gap-1 text-xs font-medium text-slate-700" title="Bench (team) penalty">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={p.bench}
                    aria-label={`${n} is a bench (team) penalty`}
                    onChange={(e) => set({ bench: e.target.checked, playerId: null, servedByPlayerId: null })}
                  />
                  Bench
                </label>
                {p.bench ? (
                  <PlayerSelect
                    label={`${n} served by`}
                    value={p.servedByPlayerId}
                    options={players[p.team]}
                    onChange={(id) => set({ servedByPlayerId: id })}
                    invalid={bad('servedByPlayerId')}
                    optional="Served by: not named"
                    className="flex-1"
                  />
                ) : (
                  <PlayerSelect
                    label={`${n} player`}
                    value={p.playerId}
                    options={players[p.team]}
                    onChange={(id) => set({ playerId: id })}
                    invalid={bad('playerId')}
                    className="flex-1"
                  />
                )}
              </div>
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
              <RemoveRowButton label={n} onRemove={remove} />
            </EditorRow>
          );
        })}
      </ol>
    </EditorSection>
  );
}
