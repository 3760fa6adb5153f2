import type { Draft, DraftGoalie } from './draft';

const num = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : 0);

/**
 * For each team with exactly one goalie row: goals against = the other team's goals except empty-net
 * ones, shots against = the other team's shots (when entered) minus empty-net goals, saves = the
 * difference. Teams that changed goalies are left as typed: only the scorekeeper knows the split.
 */
export function fillGoalieNumbers(draft: Draft): DraftGoalie[] {
  return draft.goalies.map((g) => {
    if (draft.goalies.filter((x) => x.team === g.team).length !== 1) return g;
    const other = g.team === 'home' ? 'away' : 'home';
    const against = draft.goals.filter((x) => x.team === other);
    const emptyNet = against.filter((x) => x.emptyNet).length;
    const goalsAgainst = against.length - emptyNet;
    const shotsEntered = draft.shots.some((s) => s[other].trim() !== '');
    const shots = draft.shots.reduce((n, s) => n + num(s[other]), 0) - emptyNet;
    if (!shotsEntered) return { ...g, goalsAgainst: String(goalsAgainst) };
    return { ...g, goalsAgainst: String(goalsAgainst), shotsAgainst: String(shots), saves: String(Math.max(0, shots - goalsAgainst)) };
  });
}
