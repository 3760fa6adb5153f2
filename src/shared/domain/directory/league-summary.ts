import { withArticle } from '../text/article';
import { levelKey, levelLabel } from './levels';

/** "an international hockey league", "a youth hockey league", "a hockey league" (no known level): from the level's display name, never its stored value. */
export function leagueKind(level: string | null | undefined): string {
  if (levelKey(level) === 'other') return 'a hockey league';
  const kind = levelLabel(level)
    .toLowerCase()
    .replace(/ hockey$/, '');
  return withArticle(`${kind} hockey league`);
}

/** The sentence a league without a description of its own is introduced by. */
export function leagueSummary(l: { name: string; level: string | null; countryName?: string | null; founded?: number | null }): string {
  const where = l.countryName ? ` based in ${l.countryName}` : '';
  const founded = l.founded ? `, founded in ${l.founded}` : '';
  return `${l.name} is ${leagueKind(l.level)}${where}${founded}.`;
}
