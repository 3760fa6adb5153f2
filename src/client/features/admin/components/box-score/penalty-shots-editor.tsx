import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import { Input } from '#client/components/ui/input';
import type { DraftPenaltyShot } from './draft-sheet';
import { EditorSection } from './editor-section';
import { PlayerSelect, type PlayerOption } from './player-select';
import { RowHeader } from './row-header';
import { ClockInput, EditorRow, PeriodSelect, RemoveRowButton, rowTools, TeamSideSelect } from './row-frame';

const COLUMNS = 'sm:grid-cols-[5rem_5.5rem_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1.2fr)_5.5rem_2.25rem]';
const other = (t: TeamSide): TeamSide => (t === 'home' ? 'away' : 'home');

/**
 * Penalty shots: the infraction that awarded it, shooter, the goalie he faced, scored or not. A scored
 * one is also entered as the shooter's unassisted goal at the same time (the rules say so if it is missing).
 */
export function PenaltyShotsEditor({
  shots,
  onChange,
  players,
  teamNames,
  periods,
  issues,
}: {
  shots: DraftPenaltyShot[];
  onChange: (rows: DraftPenaltyShot[]) => void;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  periods: { value: number; label: string }[];
  issues: readonly BoxScoreIssue[];
}) {
  const add = () =>
    onChange([...shots, { period: 1, time: '', team: 'home', shooterPlayerId: null, goaliePlayerId: null, infraction: '', scored: false }]);
  return (
    <EditorSection id="box-penalty-shots" title={`Penalty shots (${shots.length})`} addLabel="Add penalty shot" onAdd={add}>
      {shots.length > 0 && (
        <RowHeader template={COLUMNS} labels={['Period', 'Time', 'Shooting team', 'Shooter', 'Goalie', 'Awarded for', 'Result', '']} />
      )}
      <ol className="space-y-2">
        {shots.map((s, i) => {
          const n = `Penalty shot ${i + 1}`;
          const { rowIssues, bad, set, remove } = rowTools(shots, i, onChange, issues, 'penaltyShots');
          const goalies = players[other(s.team)].filter((p) => p.goalie);
          return (
            <EditorRow key={i} testId="penalty-shot-editor-row" grid={`grid grid-cols-2 gap-2 ${COLUMNS}`} issues={rowIssues}>
              <PeriodSelect label={`${n} period`} value={s.period} periods={periods} onChange={(period) => set({ period })} />
              <ClockInput label={`${n} time`} value={s.time} invalid={bad('time')} onChange={(time) => set({ time })} />
              <TeamSideSelect
                label={`${n} shooting team`}
                value={s.team}
                teamNames={teamNames}
                onChange={(team) => set({ team, shooterPlayerId: null, goaliePlayerId: null })}
              />
              <PlayerSelect
                label={`${n} shooter`}
                value={s.shooterPlayerId}
                options={players[s.team]}
                onChange={(id) => set({ shooterPlayerId: id })}
                invalid={bad('shooterPlayerId')}
                optional="Shooter"
                className="col-span-2 sm:col-span-1"
              />
              <PlayerSelect
                label={`${n} goalie`}
                value={s.goaliePlayerId}
                options={goalies.length > 0 ? goalies : players[other(s.team)]}
                onChange={(id) => set({ goaliePlayerId: id })}
                invalid={bad('goaliePlayerId')}
                optional="Goalie: none (empty net)"
                className="col-span-2 sm:col-span-1"
              />
              <Input
                aria-label={`${n} awarded for (infraction)`}
                placeholder="Awarded for"
                list="box-infractions"
                value={s.infraction}
                aria-invalid={bad('infraction') || undefined}
                onChange={(e) => set({ infraction: e.target.value })}
                className="col-span-2 h-9 sm:col-span-1"
              />
              <label className="flex h-9 items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={s.scored}
                  aria-label={`${n} scored`}
                  onChange={(e) => set({ scored: e.target.checked })}
                />
                Scored
              </label>
              <RemoveRowButton label={n} onRemove={remove} />
            </EditorRow>
          );
        })}
      </ol>
    </EditorSection>
  );
}
