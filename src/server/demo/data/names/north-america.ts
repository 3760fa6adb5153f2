// North American name pools. Issue 39 item 5: large enough that no surname shows up more than a league can carry.
import { s, type Pool } from './pool';

const NA_FIRST = s(
  'Liam,Noah,Ethan,Logan,Owen,Carter,Connor,Tyler,Ryan,Jack,Cole,Mason,Dylan,Brady,Jake,Nathan,Evan,Matthew,Luke,Brendan,Cameron,Austin,Kyle,Drew,Zach,' +
    'Colton,Riley,Hunter,Caleb,Jordan,Adam,Aaron,Blake,Braden,Brayden,Brett,Carson,Chase,Cody,Curtis,Dawson,Derek,Dustin,Garrett,Grady,Jared,Jesse,Josh,' +
    'Justin,Kieran,Landon,Mark,Mitchell,Nolan,Parker,Quinn,Reid,Scott,Seth,Shane,Spencer,Travis,Trevor,Wyatt,Graham,Brock,Keegan,Devon',
);

export const CAN: Pool = {
  first: [
    ...NA_FIRST,
    ...s('Mathieu,Étienne,Jérémy,Alexandre,Maxime,Samuel,Gabriel,Olivier,Félix,Antoine,Philippe,Simon,Vincent,Zachary,Raphaël,Xavier'),
  ],
  last: s(
    'MacDonald,Campbell,Tremblay,Gagné,Bélanger,Côté,Bouchard,Lévesque,Pelletier,Roy,Morin,Lapointe,Fraser,McKenzie,Sutherland,Robertson,Stewart,' +
      'Thompson,Bennett,Richardson,MacLeod,Desjardins,Beaulieu,Ouellet,Thibodeau,Fortin,Gauthier,Cormier,Landry,Poirier,Harper,Dunbar,Murray,Sinclair,' +
      'Doherty,McAllister,Kowalchuk,Hnatiuk,Arsenault,Aucoin,Babin,Bastien,Beaudoin,Bernier,Bertrand,Bilodeau,Blanchette,Boisvert,Boucher,Boudreau,' +
      'Brassard,Brisebois,Brochu,Caron,Carrier,Chabot,Champagne,Charbonneau,Charron,Chartrand,Cloutier,Comeau,Cyr,Daigle,Deschamps,Desrosiers,Dion,' +
      'Doucet,Dubé,Dufour,Dumont,Dupuis,Duval,Fournier,Fréchette,Giguère,Girard,Goulet,Grenier,Guay,Hébert,Houle,Jacques,Labelle,Lachance,Lacroix,' +
      'Lalonde,Lambert,Langlois,Laroche,Leblanc,Leclerc,Lefebvre,Legault,Lessard,Martel,Mercier,Michaud,Nadeau,Paquette,Paradis,Parent,Patenaude,' +
      'Perron,Picard,Proulx,Rioux,Robichaud,Roussel,Simard,St-Pierre,Thériault,Vachon,Villeneuve,Abbott,Ainsworth,Armstrong,Baird,Ballantyne,' +
      'Barrett,Beattie,Bell,Blackwood,Boyd,Bradley,Buchanan,Burke,Burns,Carmichael,Chisholm,Clarke,Cochrane,Coleman,Corbett,Craig,Crawford,' +
      'Cunningham,Davidson,Dickson,Douglas,Duncan,Dunn,Elliott,Ferguson,Findlay,Fleming,Forbes,Gallagher,Gibson,Gillis,Gordon,Grant,Hamilton,' +
      'Henderson,Hogan,Hutchinson,Irving,Jamieson,Keith,Kennedy,Kerr,Lawson,Lindsay,MacArthur,MacDougall,MacInnis,MacIntyre,MacKay,MacLean,' +
      'MacNeil,MacPherson,Matheson,McCarthy,McGregor,McIntosh,McLaren,McMillan,Morrison,Munro,Nicholson,Ogilvie,Paterson,Rankin,Ritchie,Ross,' +
      'Russell,Shaw,Simpson,Sloan,Sterling,Stevenson,Tait,Wallace,Watson,Weir,Whyte,Wilkinson,Young,Babych,Bilyk,Danylchuk,Demchuk,Fedoruk,' +
      'Hawryluk,Kostiuk,Kuzyk,Melnyk,Onyschuk,Pasichnyk,Romaniuk,Semenko,Shevchuk,Stasiuk,Wasylyk,Yaremko,Zacharuk,Schultz,Friesen,Klassen,' +
      'Penner,Wiebe,Unger,Thiessen,Dyck,Enns,Neufeld,Hiebert,Boyko,Lowry,Mercer,Pike,Power,Tobin,Walsh,Kavanagh,Hollett,Osborne,Parsons',
  ),
  cities: s(
    'Toronto,Montréal,Vancouver,Calgary,Edmonton,Winnipeg,Ottawa,Québec City,Halifax,Saskatoon,Regina,Kingston,Sudbury,Thunder Bay,Moncton,Kelowna,' +
      'Hamilton,London,Trois-Rivières,Red Deer,Brandon,Kamloops,Oshawa,Peterborough,Sherbrooke,Saint John,Lethbridge,Barrie,Sault Ste. Marie,Rimouski',
  ),
};

export const USA: Pool = {
  first: [
    ...NA_FIRST,
    ...s(
      'Michael,Christopher,Andrew,Joseph,Patrick,Sean,Kevin,Brian,Eric,Jason,Tommy,Charlie,Henry,Will,Sam,Ben,Max,Danny,Nick,Alex,Griffin,Gavin,Jackson,Colin',
    ),
  ],
  last: s(
    "Johnson,Miller,Anderson,Peterson,Larson,Olson,Schmidt,Kowalski,Sullivan,O'Brien,Murphy,Kelly,Walsh,Parker,Mitchell,Carlson,Nelson,Hanson," +
      'Lindgren,Brooks,Foster,Hayes,Reynolds,Sawyer,Callahan,Donovan,Fitzgerald,Garrison,Keller,Novak,Mueller,Wagner,Becker,Lundquist,Erickson,' +
      'Halvorsen,Torres,Whitfield,Prescott,Adams,Allen,Baker,Barnes,Bauer,Berg,Bishop,Brennan,Byrne,Carroll,Carter,Casey,Chapman,Clark,Collins,' +
      'Conley,Connolly,Conway,Cooper,Coughlin,Cullen,Daly,Davis,Delaney,Dempsey,Doyle,Driscoll,Dwyer,Egan,Ellis,Evans,Farrell,Finnegan,Fisher,' +
      'Flaherty,Flynn,Ford,Fox,Gallo,Gardner,Gibbons,Gleason,Griffin,Hagen,Hall,Harrington,Hartman,Healy,Hedlund,Hendricks,Hoffman,Holm,Howard,' +
      'Hurley,Jensen,Jorgensen,Kaminski,Keane,Kearney,Kendall,Kiley,Klein,Knutson,Kowalczyk,Krause,Lang,Lawrence,Lynch,Madden,Maher,Malone,' +
      "Mahoney,Manning,Marino,McCabe,McCormick,McGrath,McGuire,McHugh,McManus,Meyer,Moran,Morgan,Moriarty,Mullen,Nash,Norris,Nowak,O'Connell," +
      "O'Donnell,O'Neill,O'Rourke,Olsen,Ortiz,Quinlan,Regan,Reilly,Riordan,Rooney,Sandberg,Schroeder,Shea,Sheehan,Shields,Snyder,Sorensen,Stanton," +
      'Sweeney,Thorson,Tierney,Vance,Walker,Ward,Webster,Whalen,Wolfe,Wright,Zimmerman,Gustafson,Swanson,Lindberg,Dahl,Nyberg,Engstrom,Holmgren,' +
      'Bjork,Strand,Haugen,Rasmussen,Kozlowski,Wisniewski,Sobczak,Pulaski,Russo,Romano,DeLuca,Costa,Rinaldi,Ramirez,Castillo,Brown,Taylor,Moore,' +
      'Jackson,Harris,Porter,Sutton,Hale,Pierce,Bowman,Fleming,Hogan,Riley,Stone,Wheaton,Barrows,Cobb,Duffy,Gorman,Tobin,Quigley,Hennessey',
  ),
  cities: s(
    'Boston,Minneapolis,Detroit,Chicago,Buffalo,Pittsburgh,Denver,Duluth,Madison,Grand Rapids,Anchorage,St. Louis,Philadelphia,Dallas,Syracuse,' +
      'Providence,Fargo,Green Bay,Marquette,Hartford,Rochester,Cleveland,Worcester,Ann Arbor,Saint Paul,Milwaukee,Omaha,Albany,Burlington,Lowell',
  ),
};
