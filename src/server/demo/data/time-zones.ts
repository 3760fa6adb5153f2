/**
 * Issue #18: the IANA zone of a place, for the demo data and for migration 0006 (which carries a copy
 * of these tables as SQL values, so existing venues get the zone their wall-clock times were meant in).
 * Countries with one zone by code; countries with several by city.
 */
export const COUNTRY_ZONE: Record<string, string> = {
  ARG: 'America/Argentina/Buenos_Aires',
  AUT: 'Europe/Vienna',
  BEL: 'Europe/Brussels',
  BIH: 'Europe/Sarajevo',
  BLR: 'Europe/Minsk',
  BGR: 'Europe/Sofia',
  CHE: 'Europe/Zurich',
  CHN: 'Asia/Shanghai',
  CZE: 'Europe/Prague',
  DEU: 'Europe/Berlin',
  DNK: 'Europe/Copenhagen',
  ESP: 'Europe/Madrid',
  EST: 'Europe/Tallinn',
  FIN: 'Europe/Helsinki',
  FRA: 'Europe/Paris',
  GBR: 'Europe/London',
  HRV: 'Europe/Zagreb',
  HUN: 'Europe/Budapest',
  IRL: 'Europe/Dublin',
  ISL: 'Atlantic/Reykjavik',
  ISR: 'Asia/Jerusalem',
  ITA: 'Europe/Rome',
  JPN: 'Asia/Tokyo',
  KAZ: 'Asia/Almaty',
  KOR: 'Asia/Seoul',
  LTU: 'Europe/Vilnius',
  LVA: 'Europe/Riga',
  NLD: 'Europe/Amsterdam',
  NOR: 'Europe/Oslo',
  NZL: 'Pacific/Auckland',
  POL: 'Europe/Warsaw',
  PRT: 'Europe/Lisbon',
  ROU: 'Europe/Bucharest',
  SRB: 'Europe/Belgrade',
  SVK: 'Europe/Bratislava',
  SVN: 'Europe/Ljubljana',
  SWE: 'Europe/Stockholm',
  UKR: 'Europe/Kyiv',
};

const cities = (zone: string, list: string) => list.split('|').map((city) => [city, zone] as const);

/** Cities of the countries that span several zones (the demo's venues and the usual hockey towns). */
export const CITY_ZONE: Record<string, Record<string, string>> = {
  USA: Object.fromEntries([
    ...cities(
      'America/New_York',
      'Boston|Buffalo|Sunrise|Tampa|Raleigh|Columbus|Newark|Elmont|New York|Philadelphia|Pittsburgh|Washington|Bridgeport|Charlotte|' +
        'Hartford|Hershey|Allentown|Providence|Springfield|Wilkes-Barre|Cleveland|Rochester|Syracuse|Utica|Erie|Youngstown|Chestnut Hill|' +
        'Orono|Amherst|University Park|Ithaca|Cambridge|Hamden|Binghamton|Trenton|Lowell|Worcester|Bangor|Burlington|Manchester|' +
        'Lake Placid|Miami',
    ),
    ...cities('America/Anchorage', 'Anchorage'),
    ...cities('America/Detroit', 'Marquette'),
    ...cities('America/Chicago', 'Green Bay|Roseau|Wayzata'),
    ...cities('America/New_York', 'Albany'),
    ...cities('America/Detroit', 'Detroit|Grand Rapids|Plymouth|Flint|Saginaw|Muskegon|Ann Arbor|East Lansing|Kalamazoo'),
    ...cities('America/Indiana/Indianapolis', 'Notre Dame|Indianapolis'),
    ...cities(
      'America/Chicago',
      'Chicago|Dallas|Saint Paul|Nashville|St. Louis|Rosemont|Des Moines|Milwaukee|Rockford|Cedar Park|Cedar Rapids|Geneva|Dubuque|' +
        'Ashwaubenon|Madison|Waterloo|Urbandale|Fargo|Lincoln|Omaha|Sioux City|Sioux Falls|Kearney|Minneapolis|Grand Forks|Duluth|' +
        'St. Cloud|Stillwater|Elk River|Edina|Hermantown|Eden Prairie|Moorhead|Warroad|Bemidji',
    ),
    ...cities('America/Denver', 'Denver|Salt Lake City|Loveland|Colorado Springs'),
    ...cities('America/Phoenix', 'Phoenix|Tucson|Tempe|Glendale'),
    ...cities(
      'America/Los_Angeles',
      'Anaheim|Los Angeles|San Jose|Seattle|Las Vegas|Henderson|Bakersfield|Palm Desert|Ontario|San Diego|Everett|Portland|Kent|' +
        'Spokane|Kennewick|Wenatchee',
    ),
  ]),
  CAN: Object.fromEntries([
    ...cities(
      'America/Toronto',
      'Montréal|Montreal|Ottawa|Toronto|Belleville|Laval|Kingston|Oshawa|Peterborough|Brampton|Barrie|Brantford|North Bay|Sudbury|' +
        'St. Catharines|Guelph|Kitchener|London|Owen Sound|Sarnia|Sault Ste. Marie|Windsor|Baie-Comeau|Saguenay|Rimouski|Boisbriand|' +
        "Drummondville|Gatineau|Québec City|Quebec City|Rouyn-Noranda|Shawinigan|Sherbrooke|Val-d'Or|Victoriaville|Trois-Rivières|" +
        'Mississauga|Burlington|Newmarket|Whitby|Ajax|Milton|Oakville|Markham|Joliette|Saint-Jérôme|Granby|Terrebonne|Longueuil|Magog|' +
        'Saint-Hyacinthe|Thunder Bay|Hamilton|Orillia|Lévis|Rivière-du-Loup',
    ),
    ...cities('America/Winnipeg', 'Winnipeg|Brandon|Dauphin'),
    ...cities('America/Regina', 'Moose Jaw|Prince Albert|Regina|Saskatoon|Swift Current|Estevan|Weyburn|Melfort|Yorkton'),
    ...cities('America/Edmonton', 'Calgary|Edmonton|Lethbridge|Medicine Hat|Red Deer|Lloydminster|Camrose'),
    ...cities('America/Vancouver', 'Vancouver|Abbotsford|Kamloops|Kelowna|Penticton|Prince George|Langley|Victoria'),
    ...cities('America/Moncton', 'Bathurst|Moncton|Saint John|Fredericton'),
    ...cities('America/Halifax', 'Sydney|Charlottetown|Halifax|Antigonish'),
  ]),
  RUS: Object.fromEntries([
    ...cities(
      'Europe/Moscow',
      'Saint Petersburg|Moscow|Podolsk|Yaroslavl|Cherepovets|Nizhny Novgorod|Sochi|Kazan|Nizhnekamsk|Arkhangelsk|Balashikha|Mytishchi',
    ),
    ...cities('Europe/Samara', 'Togliatti|Samara'),
    ...cities('Asia/Yekaterinburg', 'Yekaterinburg|Magnitogorsk|Chelyabinsk|Ufa'),
    ...cities('Asia/Omsk', 'Omsk'),
    ...cities('Asia/Novosibirsk', 'Novosibirsk'),
    ...cities('Asia/Vladivostok', 'Khabarovsk|Vladivostok'),
  ]),
  AUS: Object.fromEntries([...cities('Australia/Melbourne', 'Melbourne'), ...cities('Australia/Sydney', 'Sydney')]),
  MEX: Object.fromEntries(cities('America/Mexico_City', 'Mexico City')),
};

/** The zone of a place, or null when its country spans zones and the city is not listed. */
export function zoneOfPlace(countryCode: string, city: string): string | null {
  return CITY_ZONE[countryCode]?.[city] ?? COUNTRY_ZONE[countryCode] ?? null;
}

/** Leagues of countries with several zones, by short name: where the league office keeps its clock. */
export const LEAGUE_ZONE: Record<string, string> = {
  NHL: 'America/New_York',
  AHL: 'America/New_York',
  KHL: 'Europe/Moscow',
  OHL: 'America/Toronto',
  WHL: 'America/Edmonton',
  QMJHL: 'America/Toronto',
  USHL: 'America/Chicago',
  NCAA: 'America/New_York',
  'U SPORTS': 'America/Toronto',
  ASPHL: 'America/New_York',
  PSHL: 'America/Regina',
  'OMH U15': 'America/Toronto',
  MSHSL: 'America/Chicago',
  QBAAA: 'America/Toronto',
  WHA: 'America/Toronto',
  IHL: 'America/Chicago',
};
