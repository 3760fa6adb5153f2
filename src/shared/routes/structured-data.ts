import type { Facility } from '../schemas/facility';
import type { Game } from '../schemas/game';
import type { LeagueDetail } from '../schemas/league';
import type { Player } from '../schemas/player';
import type { TeamDetail } from '../schemas/team';
import type { SiteLinks } from './routes';

/** schema.org JSON-LD for each kind of record page (https://schema.org), with absolute URLs, from the API's answers. */
type PlayerRow = Player;
type TeamRow = TeamDetail;
type LeagueRow = LeagueDetail;
type GameRow = Game;
type FacilityRow = Facility;
export type JsonLd = Record<string, unknown>;
/**
 * The record pages' link builders (`links` from ./routes). They come in as an argument: the page modules
 * that call these builders are what `links` is made of, so importing it here would close an import cycle.
 */
export type RecordLinks = Pick<SiteLinks, 'player' | 'team' | 'league' | 'game' | 'facility'>;

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

export function playerLd(origin: string, p: PlayerRow, links: RecordLinks): JsonLd {
  const url = origin + links.player(p.id);
  return defined({
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': url,
    url,
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
    memberOf: p.currentTeam ? { '@type': 'SportsTeam', name: p.currentTeam.name, url: origin + links.team(p.currentTeam.id) } : null,
  });
}

export function teamLd(origin: string, t: TeamRow, links: RecordLinks): JsonLd {
  const url = origin + links.team(t.id);
  return defined({
    '@context': CONTEXT,
    '@type': 'SportsTeam',
    '@id': url,
    url,
    name: t.name,
    alternateName: t.shortName,
    sport: SPORT,
    logo: t.logoUrl,
    sameAs: t.websiteUrl,
    foundingDate: t.founded ? String(t.founded) : null,
    location: t.homeVenue?.id ? { '@type': 'StadiumOrArena', name: t.homeVenue.name, url: origin + links.facility(t.homeVenue.id) } : null,
    memberOf: t.league?.id ? { '@type': 'SportsOrganization', name: t.league.name, url: origin + links.league(t.league.id) } : null,
  });
}

export function leagueLd(origin: string, l: LeagueRow, links: RecordLinks): JsonLd {
  const url = origin + links.league(l.id);
  return defined({
    '@context': CONTEXT,
    '@type': 'SportsOrganization',
    '@id': url,
    url,
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

export function gameLd(origin: string, g: GameRow, links: RecordLinks): JsonLd {
  const team = (t: GameRow['homeTeam']) => ({ '@type': 'SportsTeam', name: t.name, url: origin + links.team(t.id) });
  const url = origin + links.game(g.id);
  const final = g.status === 'final' && g.homeScore !== null && g.awayScore !== null;
  return defined({
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    '@id': url,
    url,
    name: `${g.awayTeam.name} at ${g.homeTeam.name}`,
    sport: SPORT,
    // An instant with its offset, so crawlers place it in time (issue #18); a date alone while the time is TBD.
    startDate: g.startsAt ?? g.gameDate,
    eventStatus: `${CONTEXT}/${g.status === 'cancelled' ? 'EventCancelled' : g.status === 'postponed' ? 'EventPostponed' : 'EventScheduled'}`,
    homeTeam: team(g.homeTeam),
    awayTeam: team(g.awayTeam),
    competitor: [team(g.homeTeam), team(g.awayTeam)],
    location: g.venue?.id
      ? defined({ '@type': 'StadiumOrArena', name: g.venue.name, address: g.venue.city, url: origin + links.facility(g.venue.id) })
      : null,
    superEvent: g.league?.id ? { '@type': 'SportsOrganization', name: g.league.name, url: origin + links.league(g.league.id) } : null,
    // schema.org has no score property; the result is stated in words.
    description: final ? gameResult(g) : null,
  });
}

export function gameResult(g: GameRow): string {
  const suffix = g.outcome && g.outcome !== 'REG' ? ` (${g.outcome})` : '';
  return `Final: ${g.awayTeam.name} ${g.awayScore}, ${g.homeTeam.name} ${g.homeScore}${suffix}`;
}

export function facilityLd(origin: string, f: FacilityRow, links: RecordLinks): JsonLd {
  const url = origin + links.facility(f.id);
  const arena = f.facilityType === 'arena' || f.facilityType === 'stadium' || f.facilityType === 'olympic_venue';
  return defined({
    '@context': CONTEXT,
    '@type': arena ? 'StadiumOrArena' : 'Place',
    '@id': url,
    url,
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
