import { X } from 'lucide-react';
import type { BoxScoreIssue } from '#shared/domain/box-score-rules';
import { GOAL_STRENGTHS, type TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { Input, Select } from '#client/components/ui/input';
import type { DraftGoal } from './draft';
import { EditorSection } from './editor-section';
import { PlayerSelect, type PlayerOption } from './player-select';
import { RowHeader } from './row-header';
import { patchRow, RowIssues } from './row-issues';
import { issuesAt } from './validate';

type Props = {
  goals: DraftGoal[];
  onChange: (goals: DraftGoal[]) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  periods: { value: number; label: string }[];
  issues: readonly BoxScoreIssue[];
};

// One grid for the header and every row, so the columns line up.
const GOAL_COLUMNS = 'sm:grid-cols-[5rem_5.5rem_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_6rem_2.25rem]';

/** Goals in any order (the page sorts them): period, time, team, scorer, up to two assists, strength. */
export function GoalsEditor({ goals, onChange, players, teamNames, periods, issues }: Props) {
  const add = () =>
    onChange([
      ...goals,
      { period: 1, time: '', team: 'home', scorerPlayerId: null, assist1PlayerId: null, assist2PlayerId: null, strength: 'EV' },
    ]);
  return (
    <EditorSection id="box-goals" title={`Goals (${goals.length})`} addLabel="Add goal" onAdd={add}>
      <RowIssues issues={issues.filter((i) => i.path === 'goals')} testId="goals-issues" />
      {goals.length > 0 && (
        <RowHeader template={GOAL_COLUMNS} labels={['Period', 'Time', 'Team', 'Scorer', '1st assist', '2nd assist', 'Str.', '']} />
      )}
      <ol className="space-y-2">
        {goals.map((g, i) => {
          const n = `Goal ${i + 1}`;
          const rowIssues = issuesAt(issues, `goals.${i}`);
          const bad = (field: string) => rowIssues.some((x) => x.path.endsWith(`.${field}`));
          const set = (patch: Partial<DraftGoal>) => onChange(patchRow(goals, i, patch));
          const opts = players[g.team];
          return (
            <li key={i} className="rounded-lg border border-slate-200 p-2" data-testid="goal-editor-row">
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[5rem_5.5rem_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_6rem_2.25rem]">
                <Select
                  aria-label={`${n} period`}
                  value={g.period}
                  onChange={(e) => set({ period: Number(e.target.value) })}
                  className="h-9"
                >
                  {periods.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.label}
                    </option>
                  ))}
                </Select>
                <Input
                  aria-label={`${n} time (MM:SS)`}
                  placeholder="MM:SS"
                  inputMode="numeric"
                  value={g.time}
                  aria-invalid={bad('time') || undefined}
                  onChange={(e) => set({ time: e.target.value })}
                  className="h-9 tabular-nums"
                />
                <Select
                  aria-label={`${n} team`}
                  value={g.team}
                  onChange={(e) => {
                    const team = e.target.value as TeamSide;
                    set({ team, scorerPlayerId: null, assist1PlayerId: null, assist2PlayerId: null });
                  }}
                  className="col-span-2 h-9 sm:col-span-1"
                >
                  {(['away', 'home'] as const).map((s) => (
                    <option key={s} value={s}>
                      {teamNames[s]}
                    </option>
                  ))}
                </Select>
                <PlayerSelect
                  label={`${n} scorer`}
                  value={g.scorerPlayerId}
                  options={opts}
                  onChange={(id) => set({ scorerPlayerId: id })}
                  invalid={bad('scorerPlayerId')}
                  optional="Scorer"
                  className="col-span-2 sm:col-span-1"
                />
                <PlayerSelect
                  label={`${n} first assist`}
                  value={g.assist1PlayerId}
                  options={opts}
                  onChange={(id) => set({ assist1PlayerId: id, ...(id === null ? { assist2PlayerId: null } : {}) })}
                  invalid={bad('assist1PlayerId')}
                  optional="No assist"
                />
                <PlayerSelect
                  label={`${n} second assist`}
                  value={g.assist2PlayerId}
                  options={opts}
                  onChange={(id) => set({ assist2PlayerId: id })}
                  invalid={bad('assist2PlayerId')}
                  optional="No 2nd assist"
                />
                <Select
                  aria-label={`${n} strength (EV even, PP power play, SH short-handed, EN empty net)`}
                  value={g.strength}
                  onChange={(e) => set({ strength: e.target.value as DraftGoal['strength'] })}
                  className="h-9"
                >
                  {GOAL_STRENGTHS.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9 justify-self-end"
                  aria-label={`Remove ${n.toLowerCase()}`}
                  onClick={() => onChange(goals.filter((_, k) => k !== i))}
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
