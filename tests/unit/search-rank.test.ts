import { describe, expect, it } from 'vitest';
import { highlightParts, rankGroups } from '#shared/domain/directory/search-rank';

describe('rankGroups', () => {
  it('leads with the group holding the best match; ties keep players, teams, leagues, facilities', () => {
    const hits = (...scores: number[]) => scores.map((score) => ({ score }));
    expect(rankGroups({ players: hits(1.1, 0.9), teams: hits(1.7), leagues: [], facilities: hits(0.6) })).toEqual([
      'teams',
      'players',
      'facilities',
    ]);
    expect(rankGroups({ players: hits(1), teams: hits(1), leagues: hits(1) })).toEqual(['players', 'teams', 'leagues']);
    expect(rankGroups({})).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('marks the match in the original spelling, accents and case folded', () => {
    expect(highlightParts('Toronto Maple Leafs', 'tor')).toEqual(['', 'Tor', 'onto Maple Leafs']);
    expect(highlightParts('Kari Jääskeläinen', 'jaask')).toEqual(['Kari ', 'Jääsk', 'eläinen']);
    expect(highlightParts('Bílí Tygři Liberec', 'TYGRI')).toEqual(['Bílí ', 'Tygři', ' Liberec']);
  });

  it('prefers a word start over an earlier match inside a word', () => {
    expect(highlightParts('Victor Torres', 'tor')).toEqual(['Victor ', 'Tor', 'res']);
    expect(highlightParts('Hector', 'tor')).toEqual(['Hec', 'tor', '']);
  });

  it('null when the text does not contain the query (a typo-tolerant hit) or the query is blank', () => {
    expect(highlightParts('Toronto', 'tornto')).toBeNull();
    expect(highlightParts('Toronto', '  ')).toBeNull();
  });
});
