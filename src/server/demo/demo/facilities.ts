import type { Rng } from '../prng';

export type FacilityType = 'arena' | 'olympic_venue' | 'training_center' | 'community_rink' | 'rink' | 'stadium';
export type SurfaceType = 'ice' | 'inline' | 'ball' | 'street' | 'roller';
export type FacilitySeed = {
  name: string;
  city: string;
  address: string;
  capacity: number | null;
  countryCode: string;
  facilityType: FacilityType;
  surfaceType: SurfaceType;
};

const ARENA_NAMES: Record<string, string[]> = {
  USA: ['{c} Arena', '{c} Center', '{c} Coliseum', '{c} Garden', '{c} Ice Center', '{c} Events Center'],
  CAN: ['{c} Centre', '{c} Arena', '{c} Gardens', '{c} Coliseum', '{c} Memorial Arena', '{c} Sports Centre'],
  SWE: ['{c} Arena', '{c} Ishall', 'Isstadion {c}'],
  FIN: ['{c} Areena', '{c} jäähalli', '{c} Jäähalli Areena'],
  DEU: ['Eisstadion {c}', '{c} Arena', 'Eissporthalle {c}'],
  AUT: ['Eishalle {c}', '{c} Arena'],
  CHE: ['Eisstadion {c}', '{c} Arena', 'Patinoire de {c}'],
  CZE: ['Zimní stadion {c}', '{c} Aréna', 'Sportovní hala {c}'],
  RUS: ['{c} Ice Palace', '{c} Arena', '{c} Sports Palace'],
  GBR: ['{c} Ice Arena', '{c} Arena', '{c} Ice Centre'],
};
const GENERIC_NAMES = ['{c} Arena', '{c} Ice Hall', '{c} Ice Stadium'];
const STREETS = [
  'Maple',
  'Lake',
  'Centennial',
  'Victoria',
  'Riverside',
  'Champions',
  'Hockey',
  'Arena',
  'Park',
  'Stadium',
  'Harbour',
  'Main',
];
const SUFFIXES = ['Street', 'Avenue', 'Way', 'Drive', 'Boulevard', 'Road'];

function address(rng: Rng, country: string): string {
  const n = rng.int(1, 999);
  const street = rng.pick(STREETS);
  switch (country) {
    case 'DEU':
    case 'AUT':
    case 'CHE':
      return `${street}straße ${n}`;
    case 'SWE':
      return `${street}vägen ${n}`;
    case 'FIN':
      return `${street}katu ${n}`;
    case 'CZE':
    case 'SVK':
      return `Sportovní ${n}`;
    case 'RUS':
    case 'BLR':
    case 'KAZ':
      return `ul. Sportivnaya ${n}`;
    case 'FRA':
      return `${n} rue de la Patinoire`;
    default:
      return `${n} ${street} ${rng.pick(SUFFIXES)}`;
  }
}

/** Keeps facility names unique so selects and search results stay unambiguous. */
export class FacilityNamer {
  private used = new Set<string>();
  constructor(private rng: Rng) {}

  unique(candidates: string[], city: string): string {
    for (const c of this.rng.shuffle([...candidates])) {
      const name = c.replace('{c}', city);
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    for (let i = 2; ; i += 1) {
      const name = `${candidates[0].replace('{c}', city)} ${i}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
  }

  teamVenue(city: string, countryCode: string, capacity: [number, number], type: FacilityType): FacilitySeed {
    const names =
      type === 'arena' || type === 'olympic_venue'
        ? (ARENA_NAMES[countryCode === 'BLR' || countryCode === 'KAZ' ? 'RUS' : countryCode] ?? GENERIC_NAMES)
        : ['{c} Community Rink', '{c} Ice Rink', '{c} Recreation Centre', '{c} Skating Rink'];
    return {
      name: this.unique(names, city),
      city,
      countryCode,
      facilityType: type,
      surfaceType: 'ice',
      address: address(this.rng, countryCode),
      capacity: Math.round(this.rng.int(capacity[0], capacity[1]) / 50) * 50,
    };
  }

  /** Facilities no team plays in: practice centres, community rinks, Olympic and outdoor venues. */
  extras(): FacilitySeed[] {
    const rng = this.rng;
    const out: FacilitySeed[] = [];
    const add = (city: string, cc: string, type: FacilityType, surface: SurfaceType, names: string[], cap: [number, number] | null) =>
      out.push({
        name: this.unique(names, city),
        city,
        countryCode: cc,
        facilityType: type,
        surfaceType: surface,
        address: address(rng, cc),
        capacity: cap ? Math.round(rng.int(cap[0], cap[1]) / 50) * 50 : null,
      });
    const olympic: Array<[string, string]> = [
      ['Lake Placid', 'USA'],
      ['Calgary', 'CAN'],
      ['Lillehammer', 'NOR'],
      ['Nagano', 'JPN'],
      ['Salt Lake City', 'USA'],
      ['Torino', 'ITA'],
      ['Vancouver', 'CAN'],
      ['PyeongChang', 'KOR'],
      ['Beijing', 'CHN'],
      ['Milano', 'ITA'],
      ['Albertville', 'FRA'],
      ['Sarajevo', 'BIH'],
    ];
    for (const [city, cc] of olympic)
      add(city, cc, 'olympic_venue', 'ice', ['{c} Olympic Ice Arena', '{c} Olympic Oval', '{c} Olympic Hockey Centre'], [6000, 15000]);
    const training: Array<[string, string]> = [
      ['Toronto', 'CAN'],
      ['Minneapolis', 'USA'],
      ['Boston', 'USA'],
      ['Stockholm', 'SWE'],
      ['Helsinki', 'FIN'],
      ['Vierumäki', 'FIN'],
      ['Füssen', 'DEU'],
      ['Praha', 'CZE'],
      ['Zürich', 'CHE'],
      ['Plymouth', 'USA'],
      ['Calgary', 'CAN'],
      ['Moscow', 'RUS'],
    ];
    for (const [city, cc] of training)
      add(city, cc, 'training_center', 'ice', ['{c} Hockey Training Centre', '{c} Performance Centre', '{c} Skills Academy'], [200, 2000]);
    const community: Array<[string, string, SurfaceType]> = [
      ['Sapporo', 'JPN', 'ice'],
      ['Seoul', 'KOR', 'ice'],
      ['Harbin', 'CHN', 'ice'],
      ['Bolzano', 'ITA', 'ice'],
      ['Katowice', 'POL', 'ice'],
      ['Melbourne', 'AUS', 'ice'],
      ['Auckland', 'NZL', 'ice'],
      ['Barcelona', 'ESP', 'ice'],
      ['Tilburg', 'NLD', 'ice'],
      ['Reykjavík', 'ISL', 'ice'],
      ['Tallinn', 'EST', 'ice'],
      ['Vilnius', 'LTU', 'ice'],
      ['Kyiv', 'UKR', 'ice'],
      ['Belgrade', 'SRB', 'ice'],
      ['Zagreb', 'HRV', 'ice'],
      ['Los Angeles', 'USA', 'inline'],
      ['Miami', 'USA', 'inline'],
      ['Phoenix', 'USA', 'roller'],
      ['San Diego', 'USA', 'roller'],
      ['Rimini', 'ITA', 'inline'],
      ['Valencia', 'ESP', 'roller'],
      ['Lisboa', 'PRT', 'roller'],
      ['Mexico City', 'MEX', 'inline'],
      ['Buenos Aires', 'ARG', 'inline'],
      ['Brampton', 'CAN', 'street'],
      ['Montréal', 'CAN', 'street'],
      ['Chicago', 'USA', 'street'],
      ['Uppsala', 'SWE', 'ball'],
      ['Arkhangelsk', 'RUS', 'ball'],
      ['Oulu', 'FIN', 'ball'],
      ['Duluth', 'USA', 'ice'],
      ['Thunder Bay', 'CAN', 'ice'],
      ['Kiruna', 'SWE', 'ice'],
      ['Rovaniemi', 'FIN', 'ice'],
      ['Davos', 'CHE', 'ice'],
    ];
    for (const [city, cc, surface] of community) {
      const type: FacilityType = rng.chance(0.5) ? 'community_rink' : 'rink';
      add(city, cc, type, surface, ['{c} Community Rink', '{c} Ice Rink', '{c} Sports Hall', '{c} Recreation Centre'], [80, 1200]);
    }
    const stadiums: Array<[string, string]> = [
      ['Ann Arbor', 'USA'],
      ['Edmonton', 'CAN'],
      ['Chicago', 'USA'],
      ['Gelsenkirchen', 'DEU'],
      ['Regina', 'CAN'],
      ['Pittsburgh', 'USA'],
    ];
    for (const [city, cc] of stadiums)
      add(city, cc, 'stadium', 'ice', ['{c} Stadium', '{c} Outdoor Classic Stadium', '{c} Field'], [30000, 105000]);
    return out;
  }
}
