import { Calculator } from 'lucide-react';
import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import { GOALIE_DECISIONS, type TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import type { Draft, DraftGoalie } from './draft';
import { EditorSection } from './editor-section';
import { fillGoalieNumbers } from './goalie-fill';
import { PlayerSelect, type PlayerOption } from './player-select';
import { RowHeader } from './row-header';
import { EditorRow, RemoveRowButton, rowTools } from './row-frame';

type Props = {
  draft: Draft;
  onChange: (rows: DraftGoalie[]) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  issues: readonly BoxScoreIssue[];
  defaultTimeOnIce: string;
};

// One grid for the header and every row, so the columns line up.
const COLUMNS = 'sm:grid-cols-[minmax(0,0.8fr)_minmax(0,1.6fr)_5.5rem_4.5rem_4.5rem_4.5rem_7.5rem_2.25rem]';

/** Goalies who played: time on ice, shots against, saves, goals against and the decision. */
export function GoaliesEditor({ draft, onChange, players, teamNames, issues, defaultTimeOnIce }: Props) {
  const goalies = draft.goalies;
  const add = (team: TeamSide) =>
    onChange([
      ...goalies,
      {
        team,
        playerId: players[team].find((p) => p.goalie)?.id ?? null,
        timeOnIce: defaultTimeOnIce,
        shotsAgainst: '',
        saves: '',
        goalsAgainst: '',
        decision: null,
      },
    ]);
  return (
    <EditorSection id="box-goalies" title={`Goalies (${goalies.length})`}>
      {goalies.length > 0 && <RowHeader template={COLUMNS} labels={['Team', 'Goalie', 'TOI', 'SA', 'SV', 'GA', 'Decision', '']} />}
      <ol className="space-y-2">
        {goalies.map((g, i) => {
          const n = `Goalie ${i + 1}`;
          const { rowIssues, set, remove } = rowTools(goalies, i, onChange, issues, 'goalies');
          const count = (field: 'shotsAgainst' | 'saves' | 'goalsAgainst', label: string) => (
            <Input
              aria-label={`${n} ${label}`}
              placeholder={label}
              inputMode="numeric"
              value={g[field]}
              onChange={(e) => set({ [field]: e.target.value })}
              className="h-9 text-right tabular-nums"
            />
          );
          return (
            <EditorRow key={i} testId="goalie-editor-row" grid={`grid grid-cols-3 gap-2 ${COLUMNS}`} issues={rowIssues}>
              <span className="col-span-3 self-center truncate text-sm font-medium text-slate-700 sm:col-span-1">{teamNames[g.team]}</span>
              <PlayerSelect
                label={`${n} player`}
                value={g.playerId}
                options={players[g.team]}
                onChange={(id) => set({ playerId: id })}
                className="col-span-3 sm:col-span-1"
              />
              <Input
                aria-label={`${n} time on ice (MM:SS)`}
                placeholder="TOI"
                value={g.timeOnIce}
                onChange={(e) => set({ timeOnIce: e.target.value })}
                className="h-9 tabular-nums"
              />
              {count('shotsAgainst', 'shots against')}
              {count('saves', 'saves')}
              {count('goalsAgainst', 'goals against')}
              <Select
                aria-label={`${n} decision`}
                value={g.decision ?? ''}
                onChange={(e) => set({ decision: (e.target.value || null) as DraftGoalie['decision'] })}
                className="h-9"
              >
                <option value="">No decision</option>
                {GOALIE_DECISIONS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </Select>
              <RemoveRowButton label={n} onRemove={remove} />
            </EditorRow>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {(['away', 'home'] as const).map((team) => (
          <Button key={team} type="button" size="sm" variant="secondary" onClick={() => add(team)}>
            Add {teamNames[team]} goalie
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={goalies.length === 0}
          onClick={() => onChange(fillGoalieNumbers(draft))}
          title="For a team with one goalie: goals against, shots against and saves from the goals and shots entered"
        >
          <Calculator aria-hidden="true" />
          Fill from goals and shots
        </Button>
      </div>
    </EditorSection>
  );
}
