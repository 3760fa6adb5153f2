// Name and city pools per birth country. Players are random combinations, never real rosters.
type Pool = { first: string[]; last: string[]; cities: string[] };
const s = (text: string) => text.split(',').map((x) => x.trim());

const NORTH_AMERICAN_FIRST = s(
  'Liam,Noah,Ethan,Logan,Owen,Carter,Connor,Tyler,Ryan,Jack,Cole,Mason,Dylan,Brady,Jake,Nathan,Evan,Matthew,Luke,Brendan,Cameron,Austin,Kyle,Drew,Zach,Colton,Riley,Hunter,Caleb,Jordan',
);
const POOLS: Record<string, Pool> = {
  CAN: {
    first: [...NORTH_AMERICAN_FIRST, ...s('Mathieu,Étienne,Jérémy,Alexandre,Maxime,Samuel,Gabriel,Olivier,Félix,Antoine')],
    last: s(
      'MacDonald,Campbell,Tremblay,Gagné,Bélanger,Côté,Bouchard,Lévesque,Pelletier,Roy,Morin,Lapointe,Fraser,McKenzie,Sutherland,Robertson,Stewart,Thompson,Bennett,Richardson,MacLeod,Desjardins,Beaulieu,Ouellet,Thibodeau,Fortin,Gauthier,Cormier,Landry,Poirier,Harper,Dunbar,Murray,Sinclair,Doherty,McAllister,Kowalchuk,Hnatiuk,Boychuk',
    ),
    cities: s(
      'Toronto,Montréal,Vancouver,Calgary,Edmonton,Winnipeg,Ottawa,Québec City,Halifax,Saskatoon,Regina,Kingston,Sudbury,Thunder Bay,Moncton,Kelowna,Hamilton,London,Trois-Rivières,Red Deer',
    ),
  },
  USA: {
    first: NORTH_AMERICAN_FIRST,
    last: s(
      "Johnson,Miller,Anderson,Peterson,Larson,Olson,Schmidt,Kowalski,Sullivan,O'Brien,Murphy,Kelly,Walsh,Hughes,Parker,Mitchell,Carlson,Nelson,Hanson,Lindgren,Brooks,Foster,Hayes,Reynolds,Sawyer,Callahan,Donovan,Fitzgerald,Garrison,Keller,Novak,Mueller,Wagner,Becker,Lundquist,Erickson,Halvorsen,Torres,Whitfield,Prescott",
    ),
    cities: s(
      'Boston,Minneapolis,Detroit,Chicago,Buffalo,Pittsburgh,Denver,Duluth,Madison,Grand Rapids,Anchorage,St. Louis,Philadelphia,Dallas,Syracuse,Providence,Fargo,Green Bay,Marquette,Hartford',
    ),
  },
  SWE: {
    first: s(
      'Erik,Oskar,Linus,Filip,Viktor,Elias,Isak,Albin,Rasmus,Hampus,Jesper,Anton,Emil,Gustav,Axel,Lucas,Jonathan,Marcus,Adam,Pontus',
    ),
    last: s(
      'Andersson,Johansson,Karlsson,Nilsson,Eriksson,Larsson,Olsson,Persson,Svensson,Gustafsson,Lindqvist,Åström,Öberg,Sjöberg,Lindström,Bergqvist,Hägglund,Engström,Falk,Söderberg,Wikström,Lundgren,Björklund,Nyström,Dahlén',
    ),
    cities: s('Stockholm,Göteborg,Malmö,Karlstad,Luleå,Skellefteå,Örnsköldsvik,Gävle,Linköping,Jönköping,Umeå,Västerås'),
  },
  FIN: {
    first: s('Aleksi,Eetu,Juuso,Lauri,Mikko,Niko,Otto,Roope,Sami,Teemu,Valtteri,Ville,Joonas,Kasperi,Aatu,Eemeli,Onni,Patrik,Henri,Jesse'),
    last: s(
      'Jääskeläinen,Virtanen,Mäkinen,Nieminen,Mäkelä,Hämäläinen,Laine,Heikkinen,Koskinen,Järvinen,Lehtonen,Salminen,Rantanen,Kärkkäinen,Hyvärinen,Väänänen,Lindroos,Grönlund,Huttunen,Kivelä,Peltonen,Ruotsalainen,Söderholm,Ylönen,Öhman',
    ),
    cities: s('Helsinki,Tampere,Turku,Oulu,Espoo,Jyväskylä,Kuopio,Lahti,Pori,Rauma,Hämeenlinna,Vaasa'),
  },
  RUS: {
    first: s(
      'Aleksandr,Dmitri,Sergei,Nikita,Ivan,Andrei,Maksim,Artyom,Kirill,Yegor,Mikhail,Pavel,Vladislav,Ilya,Denis,Roman,Yevgeni,Vasili,Matvei,Danila',
    ),
    last: s(
      'Ivanov,Smirnov,Kuznetsov,Popov,Volkov,Sokolov,Lebedev,Kozlov,Novikov,Morozov,Petrov,Orlov,Zaitsev,Solovyov,Vasilyev,Belov,Gusev,Tarasov,Kiselyov,Makarov,Andreyev,Nikolayev,Fyodorov,Zakharov,Gromov',
    ),
    cities: s(
      'Moscow,Saint Petersburg,Yaroslavl,Chelyabinsk,Magnitogorsk,Kazan,Omsk,Novosibirsk,Ufa,Cherepovets,Nizhny Novgorod,Yekaterinburg',
    ),
  },
  CZE: {
    first: s('Jakub,Tomáš,Jan,Martin,Ondřej,Lukáš,Filip,David,Matěj,Vojtěch,Adam,Dominik,Radek,Jiří,Michal,Šimon,Petr,Daniel,Štěpán,Marek'),
    last: s(
      'Novák,Svoboda,Novotný,Dvořák,Černý,Procházka,Kučera,Veselý,Horák,Němec,Pokorný,Kovář,Růžička,Hájek,Zelenka,Krejčí,Hrubý,Sýkora,Marek,Pospíchal,Jelínek,Šimek,Vojtek,Beneš,Havlík',
    ),
    cities: s('Praha,Brno,Ostrava,Plzeň,Liberec,Pardubice,Třinec,Kladno,Zlín,Olomouc,Jihlava,Litvínov'),
  },
  SVK: {
    first: s('Marek,Tomáš,Martin,Juraj,Peter,Michal,Samuel,Šimon,Adam,Matúš,Filip,Róbert,Ľuboš,Dávid,Patrik'),
    last: s(
      'Horváth,Kováč,Varga,Tóth,Nagy,Baláž,Szabó,Molnár,Lukáč,Hudec,Gašpar,Šimko,Ďurčo,Kmeť,Zajac,Oravec,Polák,Kollár,Mikuš,Ondrejka',
    ),
    cities: s('Bratislava,Košice,Žilina,Nitra,Poprad,Trenčín,Banská Bystrica,Zvolen,Martin,Prešov'),
  },
  CHE: {
    first: s('Luca,Nico,Noah,Jonas,Timo,Fabio,Gian,Reto,Nino,Yannick,Loïc,Kevin,Dario,Sandro,Mattia'),
    last: s(
      'Müller,Meier,Schmid,Keller,Weber,Huber,Brunner,Gerber,Baumann,Frei,Moser,Zbinden,Bühler,Steiner,Wenger,Kälin,Schürch,Aebischer,Hofstetter,Rüegg,Rochat,Favre,Bianchi,Rossi,Lüthi',
    ),
    cities: s('Zürich,Bern,Davos,Lugano,Zug,Genève,Lausanne,Fribourg,Biel/Bienne,Langnau,Kloten,Rapperswil'),
  },
  DEU: {
    first: s(
      'Leon,Lukas,Finn,Jonas,Moritz,Felix,Tobias,Maximilian,Niklas,Jannik,Dominik,Florian,Kai,Tim,Marcel,Yannic,Korbinian,Lars,Philipp,Sebastian',
    ),
    last: s(
      'Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Schäfer,Koch,Bauer,Richter,Klein,Wolf,Schröder,Neumann,Braun,Zimmermann,Krüger,Hartmann,Lange,Weiß,Köhler',
    ),
    cities: s('Berlin,München,Köln,Mannheim,Düsseldorf,Augsburg,Nürnberg,Ingolstadt,Füssen,Rosenheim,Landshut,Bad Tölz,Krefeld,Iserlohn'),
  },
  AUT: {
    first: s('Lukas,Thomas,Michael,Fabian,Marco,Dominic,Stefan,Manuel,Bernhard,Raphael,Florian,Paul,Julian'),
    last: s(
      'Gruber,Huber,Bauer,Wagner,Pichler,Steiner,Moser,Mayer,Hofer,Leitner,Berger,Fuchs,Eder,Fischer,Schwarz,Reiter,Brunner,Haas,Wallner,Thaler',
    ),
    cities: s('Wien,Salzburg,Klagenfurt,Villach,Graz,Innsbruck,Linz,Feldkirch,Dornbirn,Zell am See'),
  },
  LVA: {
    first: s('Artūrs,Kristaps,Rūdolfs,Kārlis,Jānis,Edgars,Roberts,Miks,Oskars,Dans,Mārtiņš,Ronalds'),
    last: s('Bērziņš,Kalniņš,Ozoliņš,Jansons,Liepiņš,Krūmiņš,Balodis,Zariņš,Kļaviņš,Vītols,Lācis,Kalējs,Siliņš,Pētersons,Eglītis'),
    cities: s('Rīga,Daugavpils,Liepāja,Jelgava,Ventspils,Ogre,Valmiera'),
  },
  DNK: {
    first: s('Mikkel,Frederik,Nikolaj,Oliver,Mathias,Jonas,Rasmus,Magnus,Emil,Mads,Lars,Christian'),
    last: s(
      'Jensen,Nielsen,Hansen,Pedersen,Andersen,Christensen,Larsen,Sørensen,Rasmussen,Jørgensen,Madsen,Kristensen,Møller,Poulsen,Thomsen',
    ),
    cities: s('København,Herning,Aalborg,Esbjerg,Odense,Rødovre,Frederikshavn,Herlev'),
  },
  NOR: {
    first: s('Mats,Ole,Kristian,Sander,Henrik,Eirik,Martin,Jørgen,Tobias,Håkon,Andreas,Sindre'),
    last: s('Hansen,Johansen,Olsen,Larsen,Andersen,Pedersen,Nilsen,Kristiansen,Berg,Haugen,Bakke,Thoresen,Dahl,Lie,Strand'),
    cities: s('Oslo,Stavanger,Lillehammer,Bergen,Trondheim,Fredrikstad,Sarpsborg,Hamar'),
  },
  FRA: {
    first: s('Pierre,Antoine,Hugo,Théo,Louis,Mathis,Enzo,Julien,Nicolas,Aurélien,Valentin,Stéphane'),
    last: s('Martin,Bernard,Dubois,Thomas,Robert,Richard,Petit,Durand,Leroy,Moreau,Simon,Laurent,Lefèvre,Roussel,Garnier'),
    cities: s('Rouen,Grenoble,Angers,Briançon,Amiens,Chamonix,Gap,Cergy,Bordeaux,Marseille'),
  },
  KAZ: {
    first: s('Nikita,Roman,Dmitri,Yerlan,Arman,Damir,Aidar,Timur,Yegor,Kirill'),
    last: s('Savchenko,Zhaksylykov,Akhmetov,Nurlanov,Beketayev,Sadykov,Iskakov,Boiko,Shestakov,Kuzmin,Omarov'),
    cities: s('Astana,Almaty,Oskemen,Karaganda,Pavlodar,Temirtau'),
  },
  SVN: {
    first: s('Anže,Jan,Žiga,Luka,Rok,Blaž,Miha,Nejc,Gašper,Matic'),
    last: s('Potočnik,Golob,Vidmar,Kos,Pance,Kranjc,Zupančič,Kovačič,Horvat,Novak,Krajnc,Mahkovec'),
    cities: s('Ljubljana,Jesenice,Bled,Celje,Kranj,Maribor'),
  },
  HUN: {
    first: s('Bence,Ádám,Dániel,Balázs,Máté,Gergő,Levente,István,Csanád,Zsombor'),
    last: s('Nagy,Kovács,Tóth,Szabó,Horváth,Varga,Kiss,Molnár,Németh,Farkas,Balogh,Papp,Takács,Juhász'),
    cities: s('Budapest,Székesfehérvár,Dunaújváros,Miskolc,Csíkszereda,Győr'),
  },
  GBR: {
    first: s('Oliver,Harry,George,Jack,Charlie,Thomas,James,Callum,Liam,Robert,Ben,Sam,Lewis'),
    last: s('Smith,Jones,Williams,Taylor,Brown,Davies,Evans,Wilson,Wright,Walker,Robinson,Hughes,Lachlan,McKenzie,Ferguson'),
    cities: s('Sheffield,Nottingham,Cardiff,Belfast,Glasgow,Manchester,Coventry,Dundee,Kirkcaldy,Guildford'),
  },
  BLR: {
    first: s('Aliaksandr,Dzmitry,Andrei,Siarhei,Yahor,Uladzislau,Kiryl,Mikalai,Ilya,Pavel'),
    last: s('Kavaleu,Novik,Shylau,Karpenka,Lukashevich,Stasenko,Lisouski,Hiryn,Dzemyanovich,Zhuk'),
    cities: s('Minsk,Hrodna,Homiel,Viciebsk,Brest,Mahilioŭ'),
  },
};

export type NamePool = Pool;

export function namePool(countryCode: string): NamePool {
  return POOLS[countryCode] ?? POOLS.CAN;
}

/** Countries with their own name pool, in a fixed order (the spec-scale generator cycles through them). */
export const POOL_COUNTRIES = Object.keys(POOLS);
