import { describe, expect, it } from 'vitest';
import { indefiniteArticle, withArticle } from '#shared/domain/text/article';
import { leagueKind, leagueSummary } from '#shared/domain/directory/league-summary';

// Issue 39 item 8: "is a amateur league", "Omega Test Cup is a iihf hockey league" — the article by
// rule and the level's display name.
describe('indefinite article', () => {
  it.each([
    ['amateur', 'an'],
    ['international', 'an'],
    ['elite', 'an'],
    ['professional', 'a'],
    ['youth', 'a'],
    ['university', 'a'],
    ['one-goal', 'a'],
    ['European', 'a'],
    ['hour', 'an'],
    ['NHL', 'an'],
    ['IIHF', 'an'],
    ['KHL', 'a'],
  ])('%s takes "%s"', (word, article) => expect(indefiniteArticle(word)).toBe(article));

  it('prefixes the phrase', () => expect(withArticle('amateur hockey league')).toBe('an amateur hockey league'));
});

describe('league summary', () => {
  it('names the level by its display name, never its stored value', () => {
    expect(leagueKind('iihf')).toBe('an international hockey league');
    expect(leagueKind('amateur')).toBe('an amateur hockey league');
    expect(leagueKind('youth')).toBe('a youth hockey league');
    expect(leagueKind('collegiate')).toBe('a college hockey league');
    expect(leagueKind(null)).toBe('a hockey league');
  });

  it('reads as a sentence with the country and founding year when known', () => {
    expect(leagueSummary({ name: 'Omega Test Cup', level: 'iihf' })).toBe('Omega Test Cup is an international hockey league.');
    expect(leagueSummary({ name: 'Beer League', level: 'amateur', countryName: 'Canada', founded: 1990 })).toBe(
      'Beer League is an amateur hockey league based in Canada, founded in 1990.',
    );
  });
});
