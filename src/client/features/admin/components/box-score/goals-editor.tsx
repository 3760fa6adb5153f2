import { Users } from 'lucide-react';
import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import type { DraftGoal } from './draft';
import { EditorSection } from './editor-section';
import { OnIcePicker } from './on-ice-picker';
import { PlayerSelect, type PlayerOption } from './player-select';
import { RowHeader } from './row-header';
import { ClockInput, EditorRow, PeriodSelect, RemoveRowButton, rowTools, TeamSideSelect } from './row-frame';
import { RowIssues } from './row-issues';

type Props = {
  goals: DraftGoal[];
  onChange: (goals: DraftGoal[]) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  periods: { value: number; label: string }[];
  issues: readonly BoxScoreIssue[];
};

// One grid for the header and every row, so the columns line up.
const GOAL_COLUMNS =
  'sm:grid-cols-[5rem_5.5rem_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_4.5rem_3.5rem_2.25rem_2.25rem]';
const STRENGTHS = [
  { value: 'EV', label: 'EV' },
  { value: 'PP', label: 'PP' },
  { value: 'SH', label: 'SH' },
] as const;

/**
 * Goals in any order (the page sorts them): period, time, team, scorer, up to two assists, strength
 * (4-on-4 and 3-on-3 are EV) and empty net as separate facts, and optionally who was on the ice.
 */
export function GoalsEditor({ goals, onChange, players, teamNames, periods, issues }: Props) {
  const add = () =>
    onChange([
      ...goals,
      {
        period: 1,
        time: '',
        team: 'home',
        scorerPlayerId: null,
        assist1PlayerId: null,
        assist2PlayerId: null,
        strength: 'EV',
        emptyNet: false,
        onIce: null,
      },
    ]);
  return (
    <EditorSection id="box-goals" title={`Goals (${goals.length})`} addLabel="Add goal" onAdd={add}>
      <RowIssues issues={issues.filter((i) => i.path === 'goals')} testId="goals-issues" />
      {goals.length > 0 && (
        <RowHeader
          template={GOAL_COLUMNS}
          labels={['Period', 'Time', 'Team', 'Scorer', '1st assist', '2nd assist', 'Str.', 'EN', '+/−', '']}
        />
      )}
      <ol className="space-y-2">
        {goals.map((g, i) => {
          const n = `Goal ${i + 1}`;
          const { rowIssues, bad, set, remove } = rowTools(goals, i, onChange, issues, 'goals');
          const opts = players[g.team];
          return (
            <EditorRow
              key={i}
              testId="goal-editor-row"
              grid={`grid grid-cols-2 gap-2 ${GOAL_COLUMNS}`}
              issues={rowIssues}
              below={
                g.onIce && (
                  <OnIcePicker goal={n} value={g.onIce} onChange={(onIce) => set({ onIce })} players={players} teamNames={teamNames} />
                )
              }
            >
              <PeriodSelect label={`${n} period`} value={g.period} periods={periods} onChange={(period) => set({ period })} />
              <ClockInput label={`${n} time`} value={g.time} invalid={bad('time')} onChange={(time) => set({ time })} />
              <TeamSideSelect
                label={`${n} team`}
                value={g.team}
                teamNames={teamNames}
                onChange={(team) => set({ team, scorerPlayerId: null, assist1PlayerId: null, assist2PlayerId: null })}
              />
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
              {/* On a phone strength, the empty-net flag and the row's buttons share one full-width line (half
                    a row wrapped "Empty net" at 375 px); from sm they are grid cells. */}
              <div className="col-span-2 flex items-center gap-2 sm:contents">
                <Select
                  aria-label={`${n} strength (EV even, 4-on-4 and 3-on-3 too; PP power play; SH short-handed)`}
                  value={g.strength}
                  onChange={(e) => set({ strength: e.target.value as DraftGoal['strength'] })}
                  className="h-9 min-w-0 flex-1"
                >
                  {STRENGTHS.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </Select>
                <label className="flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap text-sm" title="Into an empty net">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={g.emptyNet}
                    onChange={(e) => set({ emptyNet: e.target.checked })}
                    aria-label={`${n} into an empty net`}
                  />
                  <span className="sm:sr-only">Empty net</span>
                  <span aria-hidden="true" className="hidden sm:inline">
                    EN
                  </span>
                </label>
                <Button
                  type="button"
                  variant={g.onIce ? 'secondary' : 'ghost'}
                  size="icon"
                  className="size-9"
                  aria-expanded={g.onIce !== null}
                  aria-label={`${n}: players on the ice (+/−)`}
                  title="Players on the ice (+/−)"
                  onClick={() => set({ onIce: g.onIce ? null : { home: [], away: [] } })}
                >
                  <Users aria-hidden="true" />
                </Button>
                <RemoveRowButton label={n} onRemove={remove} />
              </div>
            </EditorRow>
          );
        })}
      </ol>
    </EditorSection>
  );
}
