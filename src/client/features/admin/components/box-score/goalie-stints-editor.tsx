import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import type { DraftStint } from './draft-sheet';
import { EditorSection } from './editor-section';
import { PlayerSelect, type PlayerOption } from './player-select';
import { RowHeader } from './row-header';
import { ClockInput, EditorRow, PeriodSelect, RemoveRowButton, rowTools } from './row-frame';

const COLUMNS = 'sm:grid-cols-[minmax(0,0.8fr)_minmax(0,1.5fr)_5rem_5.5rem_5rem_5.5rem_2.25rem]';

type Props = {
  stints: DraftStint[];
  onChange: (rows: DraftStint[]) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  periods: { value: number; label: string }[];
  issues: readonly BoxScoreIssue[];
};

/**
 * Who was in each net from when to when. Optional: where given, the stints are the source of goalie
 * minutes, of empty nets (a gap between stints) and of the decision when none is entered.
 */
export function GoalieStintsEditor({ stints, onChange, players, teamNames, periods, issues }: Props) {
  const last = periods[Math.min(2, periods.length - 1)]?.value ?? 3;
  const add = (team: TeamSide) => {
    const before = stints.filter((s) => s.team === team).at(-1);
    // A change usually follows the previous stint: start where it ended.
    const from = before ? { fromPeriod: before.toPeriod, fromTime: before.toTime } : { fromPeriod: 1, fromTime: '0:00' };
    onChange([...stints, { team, playerId: players[team].find((p) => p.goalie)?.id ?? null, ...from, toPeriod: last, toTime: '20:00' }]);
  };
  return (
    <EditorSection id="box-goalie-stints" title={`Goalie stints (${stints.length})`}>
      <p className="text-xs text-slate-500">Optional. A gap between a team's stints is an empty net; add a row for each goalie change.</p>
      {stints.length > 0 && <RowHeader template={COLUMNS} labels={['Team', 'Goalie', 'From', 'Time', 'To', 'Time', '']} />}
      <ol className="space-y-2">
        {stints.map((s, i) => {
          const n = `Stint ${i + 1}`;
          const { rowIssues, bad, set, remove } = rowTools(stints, i, onChange, issues, 'goalieStints');
          const time = (field: 'fromTime' | 'toTime', label: string) => (
            <ClockInput label={`${n} ${label}`} value={s[field]} invalid={bad(field)} onChange={(t) => set({ [field]: t })} />
          );
          return (
            <EditorRow key={i} testId="goalie-stint-editor-row" grid={`grid grid-cols-2 gap-2 ${COLUMNS}`} issues={rowIssues}>
              <span className="self-center truncate text-sm font-medium text-slate-700">{teamNames[s.team]}</span>
              <PlayerSelect
                label={`${n} goalie`}
                value={s.playerId}
                options={players[s.team]}
                onChange={(id) => set({ playerId: id })}
                invalid={bad('playerId')}
              />
              <PeriodSelect label={`${n} from period`} value={s.fromPeriod} periods={periods} onChange={(p) => set({ fromPeriod: p })} />
              {time('fromTime', 'from time')}
              <PeriodSelect label={`${n} to period`} value={s.toPeriod} periods={periods} onChange={(p) => set({ toPeriod: p })} />
              {time('toTime', 'to time')}
              <RemoveRowButton label={n} onRemove={remove} className="col-span-2 sm:col-span-1" />
            </EditorRow>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {(['away', 'home'] as const).map((team) => (
          <Button key={team} type="button" size="sm" variant="secondary" onClick={() => add(team)}>
            Add {teamNames[team]} stint
          </Button>
        ))}
      </div>
    </EditorSection>
  );
}
