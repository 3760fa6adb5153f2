// CSV files for bench/import.mjs: a league's 32 teams and a season of games between them, every
// pair meeting home and away as often as it takes to reach the count (1,312 = 82 games a team).

const pad = (n, w = 2) => String(n).padStart(w, '0');

export const TEAMS = Array.from({ length: 32 }, (_, i) => ({ name: `Bench Club ${pad(i + 1)}`, short: `B${pad(i + 1)}` }));

export function teamsCsv(league) {
  return (
    [
      'externalId,name,shortName,city,league',
      ...TEAMS.map((t, i) => `team-${i + 1},${t.name},${t.short},Bench City ${i + 1},${league}`),
    ].join('\n') + '\n'
  );
}

const OUTCOMES = ['REG', 'REG', 'REG', 'REG', 'OT', 'SO'];

/** Yields the CSV text of `count` games, a line at a time (100,000 rows never sit in one string). */
export function* gamesCsv({ count, league, season, firstYear = 2030 }) {
  yield 'externalId,league,season,date,time,homeTeam,awayTeam,homeScore,awayScore,status,outcome\n';
  const start = Date.UTC(firstYear, 9, 1);
  for (let i = 0; i < count; i++) {
    const round = Math.floor(i / 16);
    const slot = i % 16;
    // A rotating round-robin: every round pairs all 32 teams once.
    const a = slot === 0 ? 0 : ((slot + round) % 31) + 1;
    const b = ((31 - slot + round) % 31) + 1;
    const [home, away] = round % 2 ? [TEAMS[a], TEAMS[b]] : [TEAMS[b], TEAMS[a]];
    const day = new Date(start + Math.floor(round / 2) * 86_400_000).toISOString().slice(0, 10);
    const outcome = OUTCOMES[i % OUTCOMES.length];
    const loser = i % 5;
    const winner = outcome === 'REG' ? loser + 1 + (i % 3) : loser + 1;
    const [hs, as] = i % 2 ? [winner, loser] : [loser, winner];
    yield `g-${i + 1},${league},${season},${day},19:${pad(slot * 2)},${home.short},${away.short},${hs},${as},final,${outcome}\n`;
  }
}
