import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { QueryError } from '#client/components/query-error';
import { Panel, RowsSkeleton } from '../panel';
import { BoxScoreForm } from './box-score-form';
import { useQuery } from '@tanstack/react-query';
import { boxScoreWarningsQuery } from '../../api/box-scores';
import { useEditorSetup } from './use-editor-setup';
import { WarningsPanel } from './warnings-panel';
import { links } from '#shared/routes/routes';

/** ?tab=games&boxscore=<id>: one game's box score editor, in place of the game list. */
export function BoxScoreEditor({ gameId, onClose }: { gameId: number; onClose: () => void }) {
  const { game, box, error, setup, refetchBox } = useEditorSetup(gameId);
  const warned = useQuery(boxScoreWarningsQuery([gameId]));
  const g = game.data;
  const title = g ? `Box score: ${g.awayTeam.name} at ${g.homeTeam.name}` : 'Box score';
  const score = g && g.homeScore !== null && g.awayScore !== null ? `${g.awayScore}–${g.homeScore}` : 'no score';
  return (
    <Panel
      title={title}
      description={g ? `${g.gameDate} · ${g.status}${g.outcome && g.outcome !== 'REG' ? ` (${g.outcome})` : ''} · ${score}` : undefined}
      actions={
        <>
          {g && (
            <Button asChild size="sm" variant="ghost">
              <Link to={links.game(g.id)}>View game page</Link>
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={onClose}>
            <ArrowLeft aria-hidden="true" />
            Back to games
          </Button>
        </>
      }
    >
      {error ? (
        <div className="p-4">
          <QueryError
            what="this game's box score"
            query={{ error, refetch: () => (game.error ? game.refetch() : box.refetch()), isFetching: game.isFetching || box.isFetching }}
          />
        </div>
      ) : !setup ? (
        <RowsSkeleton rows={6} />
      ) : (
        <>
          <p className="px-4 pt-3 text-sm text-slate-600 sm:px-5">
            Goals must add up to the result; change both here and save once. Pick players with the keyboard: Tab to a list, type a number or
            name.
          </p>
          <WarningsPanel warnings={warned.data?.[0]?.warnings ?? []} />
          <BoxScoreForm key={setup.box.updatedAt ?? 'new'} setup={setup} onReload={() => void refetchBox()} />
        </>
      )}
    </Panel>
  );
}
