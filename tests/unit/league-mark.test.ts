import { describe, expect, it } from 'vitest';
import { leagueColor, leagueLetters } from '#client/components/ui/league-mark';

// Issue 19 item 8: each league its own mark, from its data, no images.
describe('league marks', () => {
  it('letters: the short name, else the initials of the capitalised words', () => {
    expect(leagueLetters({ name: 'National Hockey League', shortName: 'NHL' })).toBe('NHL');
    expect(leagueLetters({ name: 'Czech Extraliga', shortName: null })).toBe('CE');
    expect(leagueLetters({ name: "U SPORTS Men's Hockey", shortName: '' })).toBe('USMH');
    expect(leagueLetters({ name: 'liga de hockey' })).toBe('LDH');
  });

  it('colours are stable per league and differ across the big leagues', () => {
    const names = ['National Hockey League', 'American Hockey League', 'Kontinental Hockey League', 'Swedish Hockey League', 'Liiga'];
    expect(leagueColor({ name: 'Liiga' })).toBe(leagueColor({ name: 'Liiga' }));
    expect(new Set(names.map((name) => leagueColor({ name }))).size).toBeGreaterThanOrEqual(4);
  });
});
