import { Check, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { TeamSide } from '#shared/schemas/box-score';
import type { Player } from '#shared/schemas/player';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { searchLeaguePlayers } from '../api/console-data';
import type { EventBody } from '../offline/outbox';
import { playerLabel, type LineupEvent } from '../lib/console-state';
import { PlayerSelect } from './form-bits';

interface Props {
  team: TeamSide;
  teamName: string;
  leagueId: number | null;
  roster: Player[];
  /** Everyone known to the console (rosters and call-ups), to name a stored lineup's players. */
  known: Map<number, Player>;
  current: LineupEvent | undefined;
  onConfirm: (body: EventBody) => void;
}

/**
 * Confirms one team's lineup from its roster: tap a player to scratch him, add a call-up from the
 * league, pick the starting goalie. Stored as the team's lineup event (ADR 0028).
 */
export function LineupEditor({ team, teamName, leagueId, roster, known, current, onConfirm }: Props) {
  const [dressed, setDressed] = useState<Set<number>>(() => new Set(current ? current.playerIds : roster.map((p) => p.id)));
  const [extra, setExtra] = useState<Player[]>(() =>
    (current?.playerIds ?? []).filter((id) => !roster.some((p) => p.id === id)).flatMap((id) => known.get(id) ?? []),
  );
  const [goalie, setGoalie] = useState<number | null>(
    current ? current.startingGoalieId : (roster.find((p) => p.position === 'goalie')?.id ?? null),
  );
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Player[]>([]);
  const everyone = [...roster, ...extra];

  const toggle = (id: number) =>
    setDressed((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const lookUp = async () => {
    if (search.trim().length < 2) return;
    const list = await searchLeaguePlayers(leagueId, search.trim()).catch(() => []);
    setFound(list.filter((p) => !everyone.some((e) => e.id === p.id)));
  };
  const callUp = (p: Player) => {
    setExtra((x) => [...x, p]);
    setDressed((s) => new Set(s).add(p.id));
    setFound((f) => f.filter((x) => x.id !== p.id));
  };
  const confirm = () => {
    const playerIds = everyone.filter((p) => dressed.has(p.id)).map((p) => p.id);
    const startingGoalieId = goalie !== null && dressed.has(goalie) ? goalie : null;
    onConfirm({ type: 'lineup', team, playerIds, startingGoalieId, period: 1, time: '00:00' });
  };

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={`${teamName} lineup`}>
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{teamName}</h2>
        <span className="text-sm text-slate-500">
          {dressed.size} dressed{current ? ' · confirmed' : ''}
        </span>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {everyone.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              aria-pressed={dressed.has(p.id)}
              onClick={() => toggle(p.id)}
              className={cn(
                'flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-left text-sm font-medium ring-1 ring-inset',
                dressed.has(p.id)
                  ? 'bg-emerald-50 text-slate-900 ring-emerald-300'
                  : 'bg-slate-100 text-slate-600 line-through ring-slate-200',
              )}
            >
              <span>
                {playerLabel(p)} <span className="text-xs text-slate-600">{p.position === 'goalie' ? 'G' : ''}</span>
              </span>
              {dressed.has(p.id) ? (
                <Check className="size-5 text-emerald-600" aria-hidden="true" />
              ) : (
                <span className="text-xs">Scratched</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <input
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void lookUp())}
          aria-label={`Call up a player to ${teamName}`}
          placeholder="Call-up: player name"
          className="h-12 min-w-0 flex-1 rounded-lg border border-slate-300 px-3"
        />
        <Button type="button" variant="secondary" className="h-12" onClick={() => void lookUp()}>
          <UserPlus aria-hidden="true" /> Find
        </Button>
      </div>
      {found.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {found.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                {playerLabel(p)} <span className="text-slate-500">{p.currentTeam?.shortName ?? p.currentTeam?.name ?? 'Free agent'}</span>
              </span>
              <Button type="button" size="sm" onClick={() => callUp(p)}>
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <PlayerSelect
          label="Starting goalie"
          players={everyone
            .filter((p) => dressed.has(p.id))
            .sort((a, b) => Number(b.position === 'goalie') - Number(a.position === 'goalie'))}
          value={goalie}
          optional="Not named"
          onChange={setGoalie}
        />
      </div>
      <Button type="button" className="mt-4 h-14 w-full text-base" onClick={confirm}>
        Confirm {teamName} lineup
      </Button>
    </section>
  );
}
