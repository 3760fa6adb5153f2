import type { BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import type { TeamSide } from '#shared/schemas/box-score';
import { Input } from '#client/components/ui/input';
import { figuresOrder, NO_FIGURES, type DraftFigures } from './draft-sheet';
import { RowIssues } from './row-issues';
import { issuesAt } from './validate';
import type { PlayerOption } from './player-select';

type Props = {
  figures: Record<number, DraftFigures>;
  onChange: (figures: Record<number, DraftFigures>) => void;
  lineup: Record<TeamSide, number[]>;
  players: Record<TeamSide, PlayerOption[]>;
  teamNames: Record<TeamSide, string>;
  issues: readonly BoxScoreIssue[];
};

const FIELDS = [
  { key: 'shots', label: 'SOG', hint: 'shots on goal', placeholder: '0', mode: 'numeric' },
  { key: 'plusMinus', label: '+/−', hint: 'plus/minus', placeholder: '+0', mode: 'text' },
  { key: 'timeOnIce', label: 'TOI', hint: 'time on ice (MM:SS)', placeholder: 'MM:SS', mode: 'numeric' },
] as const;

/**
 * Each dressed player's figures as the sheet prints them (shots on goal, plus/minus, time on ice),
 * all optional: a printed +/- is used where the goals carry no on-ice lists, checked against them where
 * both are. Folded away by default, since most hand-entered sheets have none.
 */
export function PlayerFiguresEditor({ figures, onChange, lineup, players, teamNames, issues }: Props) {
  const order = figuresOrder(lineup, figures);
  const filled = order.length;
  const anyIssue = issues.some((i) => i.path.startsWith('players'));
  return (
    <details className="group border-t border-slate-100 px-4 py-4 sm:px-5" data-testid="box-player-figures" open={anyIssue || undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        Player game figures: SOG, +/−, TOI ({filled === 0 ? 'none' : `${filled} player${filled === 1 ? '' : 's'}`})
      </summary>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {(['away', 'home'] as const).map((team) => (
          <table key={team} className="w-full text-sm">
            <caption className="pb-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">{teamNames[team]}</caption>
            <thead>
              <tr className="text-[11px] uppercase tracking-wide text-slate-500">
                <th className="text-left font-semibold">Player</th>
                {FIELDS.map((f) => (
                  <th key={f.key} className="w-16 text-right font-semibold sm:w-20">
                    <abbr title={f.hint}>{f.label}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {players[team]
                .filter((p) => lineup[team].includes(p.id))
                .map((p) => {
                  const row = figures[p.id] ?? NO_FIGURES;
                  const index = order.indexOf(p.id);
                  const rowIssues = index < 0 ? [] : issuesAt(issues, `players.${index}`);
                  const set = (patch: Partial<DraftFigures>) => onChange({ ...figures, [p.id]: { ...row, ...patch } });
                  return (
                    <tr key={p.id} className="border-t border-slate-100 align-top" data-testid="player-figures-row">
                      <td className="py-1 pr-2">
                        <span className="block truncate">{p.label}</span>
                        <RowIssues issues={rowIssues} />
                      </td>
                      {FIELDS.map((f) => (
                        <td key={f.key} className="py-1 pl-1">
                          <Input
                            aria-label={`${p.label} ${f.hint}`}
                            placeholder={f.placeholder}
                            inputMode={f.mode}
                            value={row[f.key]}
                            aria-invalid={rowIssues.some((x) => x.path.endsWith(`.${f.key}`)) || undefined}
                            onChange={(e) => set({ [f.key]: e.target.value })}
                            className="h-8 px-1.5 text-right tabular-nums"
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
            </tbody>
          </table>
        ))}
      </div>
    </details>
  );
}
