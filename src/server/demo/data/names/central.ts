// Central European name pools (issue 39 item 5: large enough that no surname repeats too often in a league).
import { s, type Pool } from './pool';

export const CZE: Pool = {
  first: s(
    'Jakub,Tomáš,Jan,Martin,Ondřej,Lukáš,Filip,David,Matěj,Vojtěch,Adam,Dominik,Radek,Jiří,Michal,Šimon,Petr,Daniel,Štěpán,Marek,Aleš,Antonín,' +
      'Josef,Karel,Libor,Matyáš,Miroslav,Pavel,Roman,Tadeáš,Václav,Vít,Zdeněk,Patrik',
  ),
  last: s(
    'Novák,Svoboda,Novotný,Dvořák,Černý,Procházka,Kučera,Veselý,Horák,Němec,Pokorný,Kovář,Růžička,Hájek,Zelenka,Hrubý,Sýkora,Marek,Pospíchal,' +
      'Jelínek,Šimek,Vojtek,Beneš,Havlík,Pospíšil,Král,Kadlec,Bartoš,Vlček,Polák,Kopecký,Konečný,Malý,Holub,Štěpánek,Kolář,Navrátil,Čermák,' +
      'Urban,Vaněk,Blažek,Kříž,Kratochvíl,Bureš,Kovařík,Matoušek,Doležal,Vávra,Kubát,Řezníček,Mareš,Holý,Sedláček,Bláha,Šebek,Toman,Brož,' +
      'Musil,Hanák,Chalupa,Dušek,Fišer,Hlaváček,Hora,Hudeček,Janda,Jaroš,Kalina,Klíma,Koubek,Křivánek,Kubíček,Langer,Lukeš,Macháček,Mach,' +
      'Moravec,Mrázek,Novosad,Pánek,Pešek,Petrák,Pilař,Plachý,Rada,Rak,Řehák,Říha,Skála,Sladký,Soukup,Stejskal,Straka,Šafránek,Šindelář,' +
      'Škoda,Šulc,Tesař,Tichý,Tuček,Valenta,Vaňura,Vondráček,Vrba,Zeman,Zíka,Žák,Bednář,Charvát,Cibulka,Dostál,' +
      'Tomášek,Kopřiva,Kubeš,Lorenc,Matějka,Hovorka,Kolman,Jirásek,Kotrba,Lenc,Ondráček,Pavlas,Švec',
  ),
  cities: s(
    'Praha,Brno,Ostrava,Plzeň,Liberec,Pardubice,Třinec,Kladno,Zlín,Olomouc,Jihlava,Litvínov,Karlovy Vary,Hradec Králové,České Budějovice,Vsetín',
  ),
};

export const SVK: Pool = {
  first: s(
    'Marek,Tomáš,Martin,Juraj,Peter,Michal,Samuel,Šimon,Adam,Matúš,Filip,Róbert,Ľuboš,Dávid,Patrik,Richard,Miroslav,Ján,Andrej,Erik,Maroš,Radovan',
  ),
  last: s(
    'Horváth,Kováč,Varga,Tóth,Nagy,Baláž,Szabó,Molnár,Lukáč,Hudec,Gašpar,Šimko,Ďurčo,Kmeť,Oravec,Polák,Kollár,Mikuš,Ondrejka,Zajac,' +
      'Bednár,Blaho,Chovan,Daňo,Fabuš,Grman,Jánoš,Kolesár,Krajč,Kudrna,Lipták,Macko,Marcel,Mlynár,Novák,Pavlík,Petráš,Rehák,' +
      'Sabol,Slávik,Sloboda,Sukeľ,Šoltés,Takáč,Urban,Valach,Vavrinec,Zeleňák,Žiak,Bartek,Ferko,Gál,Halás,Jakubík,Kolenčík,Fekete,Huba,Kristof,Lalík,Mráz',
  ),
  cities: s('Bratislava,Košice,Žilina,Nitra,Poprad,Trenčín,Banská Bystrica,Zvolen,Martin,Prešov,Liptovský Mikuláš,Skalica,Michalovce'),
};

export const CHE: Pool = {
  first: s(
    'Luca,Nico,Noah,Jonas,Timo,Fabio,Gian,Reto,Nino,Yannick,Loïc,Kevin,Dario,Sandro,Mattia,Marco,Simon,Raphael,Lars,Joël,Sven,Damien,Andrea,Livio,Tim',
  ),
  last: s(
    'Müller,Meier,Schmid,Keller,Weber,Huber,Brunner,Gerber,Baumann,Frei,Moser,Zbinden,Bühler,Steiner,Wenger,Kälin,Schürch,Aebischer,Hofstetter,' +
      'Rüegg,Rochat,Favre,Bianchi,Rossi,Lüthi,Ammann,Bachmann,Bieri,Blaser,Brändli,Bucher,Bürgi,Egli,Fankhauser,Fehr,Fischer,Flückiger,Frey,' +
      'Furrer,Gasser,Graf,Gut,Hänni,Hess,Hofer,Hostettler,Imhof,Jäggi,Kaufmann,Kessler,Kunz,Kuster,Lehmann,Leuenberger,Lüscher,Marti,Meyer,' +
      'Nussbaumer,Portmann,Reber,Ryser,Schär,Schläpfer,Schneider,Schwab,Sommer,Stalder,Stucki,Suter,Tanner,Vogel,Wälti,Widmer,' +
      'Wyss,Zaugg,Zimmermann,Zürcher,Gervasi,Bonvin,Chappuis,Ducret,Perrin,Monnet,Rey,Vouilloz,' +
      'Aeschlimann,Balmer,Christen,Eggimann,Hadorn,Oberholzer,Rohrer,Stämpfli,Zanetti,Bernasconi,Pedrini,Cattaneo,Fontana,Guscetti,Lardi,Caminada,Capaul,Cavegn,Derungs,Casutt,Hartmann,Schlumpf,Sutter,Stettler',
  ),
  cities: s('Zürich,Bern,Davos,Lugano,Zug,Genève,Lausanne,Fribourg,Biel/Bienne,Langnau,Kloten,Rapperswil,Ambrì,Chur,Olten,Visp'),
};

export const DEU: Pool = {
  first: s(
    'Leon,Lukas,Finn,Jonas,Moritz,Felix,Tobias,Maximilian,Niklas,Jannik,Dominik,Florian,Kai,Tim,Marcel,Yannic,Korbinian,Lars,Philipp,Sebastian,' +
      'Fabian,Markus,Patrick,Daniel,Stefan,Julian,Simon,Matthias,Manuel,Benedikt',
  ),
  last: s(
    'Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Schäfer,Koch,Bauer,Richter,Klein,Wolf,Schröder,Neumann,Braun,' +
      'Zimmermann,Krüger,Hartmann,Lange,Weiß,Köhler,Schmitt,Werner,Krause,Meier,Lehmann,Schmid,Schulze,Maier,Herrmann,König,Walter,Mayer,Huber,' +
      'Kaiser,Fuchs,Peters,Lang,Scholz,Möller,Keller,Jung,Hahn,Vogel,Friedrich,Günther,Roth,Beck,Lorenz,Baumann,Franke,Albrecht,Schuster,Simon,' +
      'Ludwig,Böhm,Winter,Kraus,Martin,Schumacher,Krämer,Vogt,Stein,Jäger,Otto,Sommer,Groß,Seidel,Heinrich,Brandt,Haas,Schreiber,Graf,Dietrich,' +
      'Ziegler,Kuhn,Pohl,Engel,Horn,Busch,Bergmann,Thomas,Voigt,Sauer,Arnold,Wolff,Pfeiffer,Hofmann,Hartung,Brenner,Kessler,Hauser,Seifert,Ritter,Thiel,Kurz,Frank,Ernst,Winkler,' +
      'Eder',
  ),
  cities: s(
    'Berlin,München,Köln,Mannheim,Düsseldorf,Augsburg,Nürnberg,Ingolstadt,Füssen,Rosenheim,Landshut,Bad Tölz,Krefeld,Iserlohn,Straubing,Bremerhaven,' +
      'Wolfsburg,Schwenningen,Frankfurt,Kassel,Garmisch-Partenkirchen,Kaufbeuren',
  ),
};

export const AUT: Pool = {
  first: s(
    'Lukas,Thomas,Michael,Fabian,Marco,Dominic,Stefan,Manuel,Bernhard,Raphael,Florian,Paul,Julian,Benjamin,Clemens,Konstantin,Peter',
  ),
  last: s(
    'Gruber,Huber,Bauer,Wagner,Pichler,Steiner,Moser,Mayer,Hofer,Leitner,Berger,Fuchs,Eder,Fischer,Schwarz,Reiter,Brunner,Haas,Wallner,Thaler,' +
      'Auer,Egger,Lechner,Wimmer,Aigner,Ebner,Koller,Lehner,Weiss,Winkler,Baumgartner,Mair,Schober,Strasser,Unterweger,Obersteiner',
  ),
  cities: s('Wien,Salzburg,Klagenfurt,Villach,Graz,Innsbruck,Linz,Feldkirch,Dornbirn,Zell am See'),
};

export const SVN: Pool = {
  first: s('Anže,Jan,Žiga,Luka,Rok,Blaž,Miha,Nejc,Gašper,Matic,Jaka,Tilen,Aljaž,Urban'),
  last: s(
    'Potočnik,Golob,Vidmar,Kos,Pance,Kranjc,Zupančič,Kovačič,Horvat,Novak,Krajnc,Mahkovec,Tičar,Rodman,Jeglič,Sabolič,Muršak,Pesjak,Kuralt,Jezovšek',
  ),
  cities: s('Ljubljana,Jesenice,Bled,Celje,Kranj,Maribor'),
};

export const HUN: Pool = {
  first: s('Bence,Ádám,Dániel,Balázs,Máté,Gergő,Levente,István,Csanád,Zsombor,Tamás,Péter,Krisztián,Bálint'),
  last: s(
    'Nagy,Kovács,Tóth,Szabó,Horváth,Varga,Kiss,Molnár,Németh,Farkas,Balogh,Papp,Takács,Juhász,Lakatos,Mészáros,Oláh,Simon,Rácz,Fekete,Szilágyi,Török',
  ),
  cities: s('Budapest,Székesfehérvár,Dunaújváros,Miskolc,Csíkszereda,Győr'),
};
