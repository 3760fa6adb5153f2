import type { getFacility } from '../repositories/facilities';
import type { getGame } from '../repositories/games';
import type { getLeague } from '../repositories/leagues';
import type { getPlayer } from '../repositories/players';
import type { getTeamDetail } from '../repositories/teams';

/** schema.org JSON-LD for each kind of record page (https://schema.org), with absolute URLs. */
type Row<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;
export type PlayerRow = Row<typeof getPlayer>;
export type TeamRow = Row<typeof getTeamDetail>;
export type LeagueRow = Row<typeof getLeague>;
export type GameRow = Row<typeof getGame>;
export type FacilityRow = Row<typeof getFacility>;
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const SPORT = 'Ice hockey';
// Drops absent values so the JSON-LD never claims `null` facts.
const defined = (o: JsonLd): JsonLd => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''));

export function breadcrumbs(origin: string, trail: Array<[name: string, path: string]>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: origin + path })),
  };
}

export function playerLd(origin: string, p: PlayerRow): JsonLd {
  return defined({
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': `${origin}/player/${p.id}`,
    url: `${origin}/player/${p.id}`,
    name: `${p.firstName} ${p.lastName}`,
    givenName: p.firstName,
    familyName: p.lastName,
    image: p.imageUrl,
    jobTitle: 'Ice hockey player',
    birthDate: p.dateOfBirth,
    birthPlace:
      p.birthCity || p.birthCountry?.name
        ? { '@type': 'Place', name: [p.birthCity, p.birthCountry?.name].filter(Boolean).join(', ') }
        : null,
    nationality: p.birthCountry?.name ? { '@type': 'Country', name: p.birthCountry.name } : null,
    height: p.height ? { '@type': 'QuantitativeValue', value: p.height, unitCode: 'CMT' } : null,
    weight: p.weight ? { '@type': 'QuantitativeValue', value: p.weight, unitCode: 'KGM' } : null,
    memberOf: p.currentTeam ? { '@type': 'SportsTeam', name: p.currentTeam.name, url: `${origin}/team/${p.currentTeam.id}` } : null,
  });
}

export function teamLd(origin: string, t: TeamRow): JsonLd {
  return defined({
    '@context': CONTEXT,
    '@type': 'SportsTeam',
    '@id': `${origin}/team/${t.id}`,
    url: `${origin}/team/${t.id}`,
    name: t.name,
    alternateName: t.shortName,
    sport: SPORT,
    logo: t.logoUrl,
    sameAs: t.websiteUrl,
    foundingDate: t.founded ? String(t.founded) : null,
    location: t.homeVenue?.id ? { '@type': 'StadiumOrArena', name: t.homeVenue.name, url: `${origin}/facility/${t.homeVenue.id}` } : null,
    memberOf: t.league?.id ? { '@type': 'SportsOrganization', name: t.league.name, url: `${origin}/league/${t.league.id}` } : null,
  });
}

export function leagueLd(origin: string, l: LeagueRow): JsonLd {
  return defined({
    '@context': CONTEXT,
    '@type': 'SportsOrganization',
    '@id': `${origin}/league/${l.id}`,
    url: `${origin}/league/${l.id}`,
    name: l.name,
    alternateName: l.shortName,
    sport: SPORT,
    logo: l.logoUrl,
    sameAs: l.websiteUrl,
    description: l.description,
    foundingDate: l.founded ? String(l.founded) : null,
    areaServed: l.country?.name ? { '@type': 'Country', name: l.country.name } : null,
  });
}

export function gameLd(origin: string, g: GameRow): JsonLd {
  const team = (t: GameRow['homeTeam']) => ({ '@type': 'SportsTeam', name: t.name, url: `${origin}/team/${t.id}` });
  const final = g.status === 'final' && g.homeScore !== null && g.awayScore !== null;
  return defined({
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    '@id': `${origin}/game/${g.id}`,
    url: `${origin}/game/${g.id}`,
    name: `${g.awayTeam.name} at ${g.homeTeam.name}`,
    sport: SPORT,
    // An instant with its offset, so crawlers place it in time (issue #18); a date alone while the time is TBD.
    startDate: g.startsAt ?? g.gameDate,
    eventStatus: `${CONTEXT}/${g.status === 'cancelled' ? 'EventCancelled' : g.status === 'postponed' ? 'EventPostponed' : 'EventScheduled'}`,
    homeTeam: team(g.homeTeam),
    awayTeam: team(g.awayTeam),
    competitor: [team(g.homeTeam), team(g.awayTeam)],
    location: g.venue?.id
      ? defined({ '@type': 'StadiumOrArena', name: g.venue.name, address: g.venue.city, url: `${origin}/facility/${g.venue.id}` })
      : null,
    superEvent: g.league?.id ? { '@type': 'SportsOrganization', name: g.league.name, url: `${origin}/league/${g.league.id}` } : null,
    // schema.org has no score property; the result is stated in words.
    description: final ? gameResult(g) : null,
  });
}

export function gameResult(g: GameRow): string {
  const suffix = g.outcome && g.outcome !== 'REG' ? ` (${g.outcome})` : '';
  return `Final: ${g.awayTeam.name} ${g.awayScore}, ${g.homeTeam.name} ${g.homeScore}${suffix}`;
}

export function facilityLd(origin: string, f: FacilityRow): JsonLd {
  const arena = f.facilityType === 'arena' || f.facilityType === 'stadium' || f.facilityType === 'olympic_venue';
  return defined({
    '@context': CONTEXT,
    '@type': arena ? 'StadiumOrArena' : 'Place',
    '@id': `${origin}/facility/${f.id}`,
    url: `${origin}/facility/${f.id}`,
    name: f.name,
    image: f.imageUrl,
    maximumAttendeeCapacity: f.capacity,
    address: defined({
      '@type': 'PostalAddress',
      streetAddress: f.address,
      addressLocality: f.city,
      addressCountry: f.country?.code ?? f.country?.name,
    }),
  });
}
