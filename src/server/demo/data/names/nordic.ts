// Nordic name pools (issue 39 item 5: large enough that no surname shows up more than a league can carry).
import { s, type Pool } from './pool';

export const SWE: Pool = {
  first: s(
    'Erik,Oskar,Linus,Filip,Viktor,Elias,Isak,Albin,Rasmus,Hampus,Jesper,Anton,Emil,Gustav,Axel,Lucas,Jonathan,Marcus,Adam,Pontus,Alexander,' +
      'Andreas,Carl,Daniel,David,Fredrik,Gabriel,Henrik,Jacob,Joel,Johan,Jonas,Kalle,Leo,Ludvig,Magnus,Mattias,Max,Niklas,Olle,Oliver,Patrik,' +
      'Robin,Samuel,Simon,Sebastian,Theo,Wilhelm,William,Melker',
  ),
  last: s(
    'Andersson,Johansson,Karlsson,Nilsson,Eriksson,Larsson,Olsson,Persson,Svensson,Gustafsson,Pettersson,Jonsson,Jansson,Hansson,Bengtsson,' +
      'Jönsson,Lindberg,Jakobsson,Magnusson,Lindström,Lindqvist,Lindgren,Berg,Axelsson,Bergström,Lundberg,Lind,Lundgren,Lundqvist,Mattsson,' +
      'Berglund,Fredriksson,Sandberg,Henriksson,Sjöberg,Wallin,Engström,Eklund,Danielsson,Lundin,Håkansson,Björk,Bergman,Gunnarsson,Holm,' +
      'Wikström,Samuelsson,Isaksson,Fransson,Bergqvist,Nyström,Holmberg,Löfgren,Söderberg,Nyberg,Blomqvist,Claesson,Nordström,Mårtensson,' +
      'Lundström,Viklund,Björklund,Eliasson,Pålsson,Berggren,Sandström,Lund,Nordin,Ström,Åberg,Hermansson,Ekström,Holmgren,Sundberg,Hedlund,' +
      'Dahlberg,Hellström,Sjögren,Abrahamsson,Falk,Öberg,Blom,Ek,Martinsson,Andreasson,Strömberg,Månsson,Hedberg,Åkesson,Jeppsson,Sundqvist,' +
      'Nordqvist,Dahl,Ekberg,Forsman,Hedström,Sundström,Wahlström,Åström,Hägglund,Dahlén,Sjöström,Nyqvist,Grönberg,Ekman,Wennberg,Lagerqvist,' +
      'Bergkvist,Hallberg,Rosén,Sandin,Ljung,Fält,Edström,Eklöf,Carlsson,Ohlsson,Kempe,Norell,Brännström,Lilja,Öhlund,Modin,Stålberg,Melin,' +
      'Nordgren,Wiklund,Rydberg,Frisk,Lidén,Ahlberg,Engqvist,Rönnqvist,Torstensson,Sjödin,Westerlund,Östlund,Almqvist,Boström,Hultgren,' +
      'Sellgren,Lindahl,Mossberg,Granberg,Hedin,Lövgren,Nordlund,Skoglund,Tengvall,Vikström,Åkerman,Öhrn',
  ),
  cities: s(
    'Stockholm,Göteborg,Malmö,Karlstad,Luleå,Skellefteå,Örnsköldsvik,Gävle,Linköping,Jönköping,Umeå,Västerås,Leksand,Mora,Växjö,Södertälje,Timrå',
  ),
};

export const FIN: Pool = {
  first: s(
    'Aleksi,Eetu,Juuso,Lauri,Mikko,Niko,Otto,Roope,Sami,Teemu,Valtteri,Ville,Joonas,Kasperi,Aatu,Eemeli,Onni,Patrik,Henri,Jesse,Antti,Arttu,' +
      'Elias,Emil,Iiro,Janne,Jere,Jarkko,Joni,Jussi,Kalle,Konsta,Leo,Markus,Matias,Olli,Oskari,Petteri,Rasmus,Santeri,Tuomas,Veeti,Waltteri',
  ),
  last: s(
    'Jääskeläinen,Virtanen,Mäkinen,Nieminen,Mäkelä,Hämäläinen,Heikkinen,Koskinen,Järvinen,Lehtonen,Salminen,Kärkkäinen,Hyvärinen,Väänänen,' +
      'Lindroos,Grönlund,Huttunen,Kivelä,Peltonen,Ruotsalainen,Söderholm,Ylönen,Öhman,Korhonen,Laaksonen,Lahtinen,Lehtinen,Heinonen,Salonen,' +
      'Tuominen,Rantala,Savolainen,Karjalainen,Jokinen,Manninen,Turunen,Kinnunen,Salo,Mattila,Laitinen,Pitkänen,Kettunen,Anttila,Niemi,' +
      'Hiltunen,Leinonen,Miettinen,Aaltonen,Saarinen,Hakala,Kallio,Vainio,Seppälä,Toivonen,Kokkonen,Rautiainen,Koivisto,Saarela,Lappalainen,' +
      'Ahonen,Räsänen,Pesonen,Ikonen,Hietala,Kangas,Laakso,Mustonen,Nurmi,Oksanen,Partanen,Pulkkinen,Sillanpää,Tikkanen,Uusitalo,Vesalainen,' +
      'Vuorinen,Ylitalo,Ahola,Eskola,Haapala,Hannula,Honkanen,Hurme,Immonen,Jalonen,Juntunen,Kauppinen,Keränen,Kiiskinen,Kokko,Koponen,Kurki,' +
      'Laakkonen,Lampinen,Leppänen,Lindell,Luoma,Mäenpää,Mäki,Markkanen,Nousiainen,Ojala,Palmu,Parviainen,Pelkonen,Puustinen,Rissanen,' +
      'Ronkainen,Saari,Sirviö,Suominen,Tamminen,Tervo,Toivola,Tuomi,Tuomela,Tynkkynen,Vainikainen,Valtonen,Vehviläinen,Väisänen,Westerholm,' +
      'Wikman,Åman,Airaksinen,Heino,Hellsten,Hirvonen,Honka,Husso,Jauhiainen,Kemppainen,Kuusela,Lepistö,Liimatainen,Määttä,Mannila,Nikkilä,' +
      'Nyman,Ollikainen,Paakkonen,Piispanen,Rautio,Salmela,Talvitie,Turkka,Vänskä,Kauhanen,Hyytiäinen,Lipsanen,Pakarinen,Sundqvist',
  ),
  cities: s(
    'Helsinki,Tampere,Turku,Oulu,Espoo,Jyväskylä,Kuopio,Lahti,Pori,Rauma,Hämeenlinna,Vaasa,Joensuu,Mikkeli,Lappeenranta,Seinäjoki,Savonlinna',
  ),
};

export const DNK: Pool = {
  first: s(
    'Mikkel,Frederik,Nikolaj,Oliver,Mathias,Jonas,Rasmus,Magnus,Emil,Mads,Lars,Christian,Anders,Casper,Jesper,Morten,Søren,Tobias,Victor,Oscar',
  ),
  last: s(
    'Jensen,Nielsen,Hansen,Pedersen,Andersen,Christensen,Larsen,Sørensen,Rasmussen,Jørgensen,Madsen,Kristensen,Møller,Poulsen,Thomsen,' +
      'Olsen,Johansen,Knudsen,Mortensen,Mikkelsen,Jakobsen,Frederiksen,Holm,Schmidt,Dahl,Lund,Vestergaard,Kjær,Bach,Lauridsen,Bertelsen,Eriksen,' +
      'Nørgaard,Damgaard,Storm,Ebbesen,Kragh,Lassen,Winther,Bundgaard',
  ),
  cities: s('København,Herning,Aalborg,Esbjerg,Odense,Rødovre,Frederikshavn,Herlev,Aarhus,Vojens'),
};

export const NOR: Pool = {
  first: s(
    'Mats,Ole,Kristian,Sander,Henrik,Eirik,Martin,Jørgen,Tobias,Håkon,Andreas,Sindre,Magnus,Jonas,Even,Vetle,Sondre,Markus,Petter,Stian',
  ),
  last: s(
    'Hansen,Johansen,Olsen,Larsen,Andersen,Pedersen,Nilsen,Kristiansen,Berg,Haugen,Bakke,Thoresen,Dahl,Lie,Strand,Jensen,Karlsen,Eriksen,' +
      'Johnsen,Halvorsen,Jacobsen,Moen,Solberg,Hagen,Andreassen,Bakken,Lund,Nygård,Rønning,Myhre,Aasen,Holm,Brekke,Sæther,Tveit,Hovland,' +
      'Lunde,Fossum,Skaug,Vik',
  ),
  cities: s('Oslo,Stavanger,Lillehammer,Bergen,Trondheim,Fredrikstad,Sarpsborg,Hamar,Gjøvik,Narvik'),
};
