import type { TeamDef } from '../data/team-lines';
import type { LeagueDef } from '../data/leagues';
import type { Rng } from '../prng';

// Amateur and youth clubs are fictional: real towns, invented club names.
const TOWNS: Record<string, string[]> = {
  ASPHL: ['Portland', 'Bangor', 'Worcester', 'Lowell', 'Manchester', 'Burlington', 'Albany', 'Binghamton', 'Trenton', 'Erie'],
  PSHL: ['Brandon', 'Yorkton', 'Estevan', 'Moose Jaw', 'Swift Current', 'Lloydminster', 'Camrose', 'Dauphin', 'Weyburn', 'Melfort'],
  SRHL: ['Uppsala', 'Sundsvall', 'Östersund', 'Kiruna', 'Borlänge', 'Nyköping', 'Kalmar', 'Halmstad', 'Mora', 'Piteå'],
  AAHL: ['Chur', 'St. Moritz', 'Arosa', 'Visp', 'Sierre', 'Thun', 'Martigny', 'Herisau', 'Olten', 'Winterthur'],
  'OMH U15': ['Mississauga', 'Markham', 'Oakville', 'Burlington', 'Whitby', 'Ajax', 'Barrie', 'Milton', 'Newmarket', 'Orillia'],
  MSHSL: ['Edina', 'Eden Prairie', 'Moorhead', 'Roseau', 'Warroad', 'Hermantown', 'Bemidji', 'Elk River', 'Stillwater', 'Wayzata'],
  QBAAA: ['Lévis', 'Laval', 'Longueuil', 'Terrebonne', 'Saint-Jérôme', 'Granby', 'Saint-Hyacinthe', 'Joliette', 'Magog', 'Rivière-du-Loup'],
  'U16 SM': ['Vantaa', 'Seinäjoki', 'Kajaani', 'Kotka', 'Savonlinna', 'Imatra', 'Porvoo', 'Hyvinkää', 'Raahe', 'Kerava'],
};
const NICKNAMES = [
  'Thunder',
  'Blizzard',
  'Huskies',
  'Wolves',
  'Falcons',
  'Lumberjacks',
  'Icemen',
  'Bears',
  'Storm',
  'Raiders',
  'Comets',
  'Kodiaks',
  'Hawks',
  'Miners',
  'Knights',
  'Flyers',
];
const FRENCH = ['Draveurs', 'Gaulois', 'Albatros', 'Harfangs', 'Loups', 'Cobras', 'Titans', 'Faucons', 'Vikings', 'Nordiques'];
const PALETTE = [
  '#C8102E',
  '#00205B',
  '#006847',
  '#FFB81C',
  '#111111',
  '#F47A38',
  '#6F263D',
  '#0033A0',
  '#00843D',
  '#7A0019',
  '#0098DB',
  '#4F2C1D',
];

function clubName(rng: Rng, league: LeagueDef, town: string, used: Set<string>): string {
  const suffix = league.shortName === 'OMH U15' ? ' U15' : league.shortName === 'U16 SM' ? ' U16' : '';
  for (;;) {
    let name: string;
    switch (league.countryCode) {
      case 'SWE':
        name = `${rng.pick(['IK', 'HC', 'IF', 'HK'])} ${town}`;
        break;
      case 'FIN':
        name = `${town} ${rng.pick(['Kiekko', 'Hockey', 'Jää-Kotkat', 'Karhut'])}`;
        break;
      case 'CHE':
        name = `${rng.pick(['EHC', 'HC', 'SC'])} ${town}`;
        break;
      default:
        name = `${town} ${rng.pick(league.shortName === 'QBAAA' ? FRENCH : NICKNAMES)}`;
    }
    name += suffix;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

export function generateRecTeams(league: LeagueDef, rng: Rng): TeamDef[] {
  const towns = rng.shuffle([...(TOWNS[league.shortName] ?? [])]).slice(0, league.generatedTeams ?? 0);
  const used = new Set<string>();
  return towns.map((town) => {
    const name = clubName(rng, league, town, used);
    return {
      name,
      city: town,
      countryCode: league.countryCode ?? 'CAN',
      shortName: town
        .replace(/[^A-Za-zÀ-ÿ]/g, '')
        .slice(0, 3)
        .toUpperCase(),
      primaryColor: rng.pick(PALETTE),
      founded: rng.int(league.founded, 2018),
    };
  });
}

export { PALETTE };
