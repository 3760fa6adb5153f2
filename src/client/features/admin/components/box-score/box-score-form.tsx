import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Save } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { BoxScore, TeamSide } from '#shared/schemas/box-score';
import { Button } from '#client/components/ui/button';
import { queryKeys } from '#client/lib/query-keys';
import { saveBoxScore } from '../../api/box-scores';
import { serverFieldErrors, isStaleWrite } from '../../lib/server-errors';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { draftFrom, resultOf, toBody, type Draft } from './draft';
import type { DraftSheet } from './draft-sheet';
import { GoaliesEditor } from './goalies-editor';
import { GoalieStintsEditor } from './goalie-stints-editor';
import { GoalsEditor } from './goals-editor';
import { IssuesSummary } from './issues-summary';
import { LineupPicker } from './lineup-picker';
import { PenaltiesEditor } from './penalties-editor';
import { PenaltyShotsEditor } from './penalty-shots-editor';
import { PlayerFiguresEditor } from './player-figures-editor';
import { ShootoutEditor } from './shootout-editor';
import { ShotsEditor } from './shots-editor';
import { ResultEditor } from './result-editor';
import { periodsFor, type EditorSetup } from './use-editor-setup';
import { draftIssues } from './validate';

/** The scoresheet: checked live with the shared rules, saved once with the version it was loaded at. */
export function BoxScoreForm({ setup, onReload }: { setup: EditorSetup; onReload: () => void }) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(setup.box, setup.rosterPlayers, setup.shotPeriods, setup.game));
  const stored = useMemo(() => resultOf(setup.game), [setup.game]);
  const [serverIssues, setServerIssues] = useState<BoxScoreIssue[]>([]);
  const [stale, setStale] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const body = useMemo(() => toBody(draft, setup.box.updatedAt, stored), [draft, setup.box.updatedAt, stored]);
  // Goals may go into overtime once the result says the game went there.
  const { periods } = periodsFor(draft.result.status, draft.result.outcome, setup.context.seasonType);
  const issues = useMemo(() => draftIssues(body, setup.context), [body, setup.context]);
  const shown = issues.length > 0 ? issues : serverIssues;
  const update =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setServerIssues([]);
      setDraft((d) => ({ ...d, [key]: value }));
    };
  const updateSheet =
    <K extends keyof DraftSheet>(key: K) =>
    (value: DraftSheet[K]) => {
      setServerIssues([]);
      setDraft((d) => ({ ...d, sheet: { ...d.sheet, [key]: value } }));
    };
  // Pick lists offer the dressed players only, in roster order.
  const dressed = useMemo(() => {
    const pick = (side: TeamSide) => setup.roster[side].filter((p) => draft.lineup[side].includes(p.id));
    return { home: pick('home'), away: pick('away') };
  }, [draft.lineup, setup.roster]);

  const save = useAdminMutation({
    mutationFn: () => saveBoxScore(setup.game.id, body),
    // The box score and, with it, the game's result.
    writes: ['box_scores', 'games'],
    success: 'Box score saved successfully',
    failure: 'Failed to save box score',
    onSuccess: (answer: BoxScore) => qc.setQueryData(queryKeys.boxScore(setup.game.id), answer),
    onError: (err) => {
      setStale(isStaleWrite(err));
      setServerIssues(serverFieldErrors(err));
      summary.current?.focus();
    },
  });
  const common = { players: dressed, teamNames: setup.teamNames, issues: shown };
  const showShootout = (draft.result.status === 'final' && draft.result.outcome === 'SO') || draft.shootout.length > 0;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (issues.length > 0) summary.current?.focus();
        else save.mutate(undefined);
      }}
    >
      <ResultEditor result={draft.result} onChange={update('result')} body={body} teamNames={setup.teamNames} issues={shown} />
      <LineupPicker lineup={draft.lineup} onChange={update('lineup')} roster={setup.roster} teamNames={setup.teamNames} issues={shown} />
      <GoalsEditor goals={draft.goals} onChange={update('goals')} periods={periods} {...common} />
      {showShootout && <ShootoutEditor attempts={draft.shootout} onChange={update('shootout')} {...common} />}
      <ShotsEditor shots={draft.shots} onChange={update('shots')} teamNames={setup.teamNames} issues={shown} />
      <PenaltiesEditor penalties={draft.penalties} onChange={update('penalties')} periods={periods} {...common} />
      <PenaltyShotsEditor shots={draft.sheet.penaltyShots} onChange={updateSheet('penaltyShots')} periods={periods} {...common} />
      <GoaliesEditor draft={draft} onChange={update('goalies')} defaultTimeOnIce={setup.defaultTimeOnIce} {...common} />
      <GoalieStintsEditor stints={draft.sheet.goalieStints} onChange={updateSheet('goalieStints')} periods={periods} {...common} />
      <PlayerFiguresEditor figures={draft.sheet.figures} onChange={updateSheet('figures')} lineup={draft.lineup} {...common} />
      <div className="px-4 pt-3 sm:px-5">
        <IssuesSummary
          ref={summary}
          issues={shown}
          title={
            issues.length > 0
              ? `${issues.length} problem${issues.length === 1 ? '' : 's'} to fix before saving`
              : 'The server refused the box score'
          }
        />
      </div>
      {/* Only the buttons stick: a long list of problems must not cover the rows it names. */}
      <div className="sticky bottom-0 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-5">
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Saving…' : 'Save box score'}
          </Button>
          {stale && (
            <Button type="button" variant="secondary" onClick={onReload}>
              <RotateCcw aria-hidden="true" />
              Load the stored box score
            </Button>
          )}
          <span className="text-xs text-slate-500">
            {setup.box.updatedAt ? `Last saved ${new Date(setup.box.updatedAt).toLocaleString()}` : 'No box score saved yet'}
          </span>
        </div>
      </div>
    </form>
  );
}
