import { parseTeams } from './team-lines';

// Club names and cities are public facts; colours and founding years are approximate demo values.
export const AHL_TEAMS = parseTeams(
  `
@Eastern/Atlantic
Bridgeport Islanders|BRI|Bridgeport|#00539B
Charlotte Checkers|CLT|Charlotte|#C8102E
Hartford Wolf Pack|HFD|Hartford|#0033A0
Hershey Bears|HER|Hershey|#4F2C1D|1938
Lehigh Valley Phantoms|LV|Allentown|#F74902
Providence Bruins|PRO|Providence|#FFB81C
Springfield Thunderbirds|SPR|Springfield|#002D62
Wilkes-Barre/Scranton Penguins|WBS|Wilkes-Barre|#FCB514
@Eastern/North
Belleville Senators|BEL|Belleville|#C52032||CAN
Cleveland Monsters|CLE|Cleveland|#041E42
Laval Rocket|LAV|Laval|#00205B||CAN
Rochester Americans|ROC|Rochester|#C8102E|1956
Syracuse Crunch|SYR|Syracuse|#002868
Toronto Marlies|TOR|Toronto|#00205B||CAN
Utica Comets|UTI|Utica|#006847
@Western/Central
Chicago Wolves|CHI|Rosemont|#7A0019
Grand Rapids Griffins|GR|Grand Rapids|#CE1126
Iowa Wild|IA|Des Moines|#154734
Manitoba Moose|MB|Winnipeg|#041E42||CAN
Milwaukee Admirals|MIL|Milwaukee|#041E42
Rockford IceHogs|RFD|Rockford|#CF0A2C
Texas Stars|TEX|Cedar Park|#006847
@Western/Pacific
Abbotsford Canucks|ABB|Abbotsford|#00205B||CAN
Bakersfield Condors|BAK|Bakersfield|#FF4C00
Calgary Wranglers|CGY|Calgary|#C8102E||CAN
Coachella Valley Firebirds|CV|Palm Desert|#001628
Colorado Eagles|COL|Loveland|#6F263D
Henderson Silver Knights|HSK|Henderson|#B4975A
Ontario Reign|ONT|Ontario|#111111
San Diego Gulls|SD|San Diego|#F47A38
San Jose Barracuda|SJ|San Jose|#006D75
Tucson Roadrunners|TUC|Tucson|#8C2633
`,
  'USA',
);

export const OHL_TEAMS = parseTeams(
  `
@Eastern/East
Kingston Frontenacs|KGN|Kingston|#000000
Oshawa Generals|OSH|Oshawa|#00205B
Ottawa 67's|OTT|Ottawa|#C8102E
Peterborough Petes|PBO|Peterborough|#7A0019
Brampton Steelheads|BRM|Brampton|#0C2340
@Eastern/Central
Barrie Colts|BAR|Barrie|#003E7E
Brantford Bulldogs|BFD|Brantford|#C8102E
North Bay Battalion|NB|North Bay|#006847
Sudbury Wolves|SBY|Sudbury|#00205B
Niagara IceDogs|NIAG|St. Catharines|#FFB81C
@Western/Midwest
Erie Otters|ERI|Erie|#00205B||USA
Guelph Storm|GUE|Guelph|#C8102E
Kitchener Rangers|KIT|Kitchener|#BA0C2F
London Knights|LDN|London|#006847
Owen Sound Attack|OS|Owen Sound|#231F20
@Western/West
Flint Firebirds|FLNT|Flint|#D50032||USA
Saginaw Spirit|SAG|Saginaw|#00205B||USA
Sarnia Sting|SAR|Sarnia|#231F20
Sault Ste. Marie Greyhounds|SSM|Sault Ste. Marie|#C8102E
Windsor Spitfires|WSR|Windsor|#00205B
`,
  'CAN',
);

export const WHL_TEAMS = parseTeams(
  `
@Eastern/East
Brandon Wheat Kings|BDN|Brandon|#FFB81C
Moose Jaw Warriors|MJ|Moose Jaw|#C8102E
Prince Albert Raiders|PA|Prince Albert|#006847
Regina Pats|REG|Regina|#00205B
Saskatoon Blades|SAS|Saskatoon|#FFB81C
Swift Current Broncos|SC|Swift Current|#00843D
@Eastern/Central
Calgary Hitmen|CGY|Calgary|#C8102E
Edmonton Oil Kings|EDM|Edmonton|#00205B
Lethbridge Hurricanes|LET|Lethbridge|#00843D
Medicine Hat Tigers|MH|Medicine Hat|#F47A38
Red Deer Rebels|RD|Red Deer|#C8102E
@Western/B.C.
Kamloops Blazers|KAM|Kamloops|#F47A38
Kelowna Rockets|KEL|Kelowna|#00205B
Penticton Vees|PEN|Penticton|#00205B
Prince George Cougars|PG|Prince George|#7A0019
Vancouver Giants|VAN|Langley|#C8102E
Victoria Royals|VIC|Victoria|#00205B
@Western/U.S./USA
Everett Silvertips|EVT|Everett|#006847
Portland Winterhawks|POR|Portland|#C8102E
Seattle Thunderbirds|SEA|Kent|#00205B
Spokane Chiefs|SPO|Spokane|#C8102E
Tri-City Americans|TC|Kennewick|#00205B
Wenatchee Wild|WEN|Wenatchee|#154734
`,
  'CAN',
);

export const QMJHL_TEAMS = parseTeams(
  `
@Eastern/
Acadie-Bathurst Titan|BAT|Bathurst|#C8102E
Baie-Comeau Drakkar|BC|Baie-Comeau|#00205B
Cape Breton Eagles|CB|Sydney|#CE1126
Charlottetown Islanders|CHA|Charlottetown|#00205B
Chicoutimi Saguenéens|CHI|Saguenay|#00205B
Halifax Mooseheads|HFX|Halifax|#006847
Moncton Wildcats|MON|Moncton|#C8102E
Rimouski Océanic|RIM|Rimouski|#00205B
Saint John Sea Dogs|SJ|Saint John|#00205B
@Western/
Blainville-Boisbriand Armada|BLB|Boisbriand|#00205B
Drummondville Voltigeurs|DRU|Drummondville|#C8102E
Gatineau Olympiques|GAT|Gatineau|#00205B
Québec Remparts|QUE|Québec City|#C8102E
Rouyn-Noranda Huskies|RN|Rouyn-Noranda|#C8102E
Shawinigan Cataractes|SHA|Shawinigan|#00205B
Sherbrooke Phoenix|SHE|Sherbrooke|#F47A38
Val-d'Or Foreurs|VD|Val-d'Or|#006847
Victoriaville Tigres|VIC|Victoriaville|#FFB81C
`,
  'CAN',
);

export const USHL_TEAMS = parseTeams(
  `
@Eastern/
Cedar Rapids RoughRiders|CR|Cedar Rapids|#C8102E
Chicago Steel|CHI|Geneva|#00205B
Dubuque Fighting Saints|DBQ|Dubuque|#00205B
Green Bay Gamblers|GB|Ashwaubenon|#006847
Madison Capitols|MAD|Madison|#C8102E
Muskegon Lumberjacks|MUS|Muskegon|#154734
Waterloo Black Hawks|WAT|Waterloo|#111111
Youngstown Phantoms|YGN|Youngstown|#F74902
@Western/
Des Moines Buccaneers|DM|Urbandale|#00205B
Fargo Force|FAR|Fargo|#111111
Lincoln Stars|LIN|Lincoln|#C8102E
Omaha Lancers|OMA|Omaha|#C8102E
Sioux City Musketeers|SC|Sioux City|#00205B
Sioux Falls Stampede|SF|Sioux Falls|#C8102E
Tri-City Storm|TC|Kearney|#00205B
`,
  'USA',
);

export const NCAA_TEAMS = parseTeams(
  `
@Hockey East/
Boston College Eagles|BC|Chestnut Hill|#98002E
Boston University Terriers|BU|Boston|#CC0000
Maine Black Bears|ME|Orono|#003263
Providence Friars|PROV|Providence|#000000
UMass Minutemen|UMASS|Amherst|#881C1C
@Big Ten/
Michigan Wolverines|MICH|Ann Arbor|#00274C
Michigan State Spartans|MSU|East Lansing|#18453B
Minnesota Golden Gophers|MINN|Minneapolis|#7A0019
Wisconsin Badgers|WIS|Madison|#C5050C
Notre Dame Fighting Irish|ND|Notre Dame|#0C2340
Penn State Nittany Lions|PSU|University Park|#041E42
@NCHC/
Denver Pioneers|DU|Denver|#8B2332
North Dakota Fighting Hawks|UND|Grand Forks|#009A44
Minnesota Duluth Bulldogs|UMD|Duluth|#7A0019
St. Cloud State Huskies|SCSU|St. Cloud|#C8102E
Western Michigan Broncos|WMU|Kalamazoo|#6C4023
Colorado College Tigers|CC|Colorado Springs|#000000
@ECAC/
Cornell Big Red|COR|Ithaca|#B31B1B
Harvard Crimson|HARV|Cambridge|#A51C30
Quinnipiac Bobcats|QU|Hamden|#0A2240
`,
  'USA',
);

export const USPORTS_TEAMS = parseTeams(
  `
@AUS/
UNB Reds|UNB|Fredericton|#C8102E
StFX X-Men|STFX|Antigonish|#00205B
@OUA/
Toronto Varsity Blues|TOR|Toronto|#002A5C
McGill Redbirds|MCG|Montréal|#ED1B2F
UQTR Patriotes|UQTR|Trois-Rivières|#00205B
Guelph Gryphons|GUE|Guelph|#C8102E
@Canada West/
Alberta Golden Bears|ALTA|Edmonton|#007C41
Calgary Dinos|CGY|Calgary|#C8102E
Saskatchewan Huskies|SASK|Saskatoon|#006847
Manitoba Bisons|MAN|Winnipeg|#4F2C1D
`,
  'CAN',
);
