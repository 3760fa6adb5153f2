import { parseTeams } from './team-lines';

// The 32 NHL clubs with their conference/division alignment, home city and signature colour.
export const NHL_TEAMS = parseTeams(
  `
@Eastern/Atlantic/USA
Boston Bruins|BOS|Boston|#FFB81C|1924
Buffalo Sabres|BUF|Buffalo|#003087|1970
Detroit Red Wings|DET|Detroit|#CE1126|1926
Florida Panthers|FLA|Sunrise|#C8102E|1993
Montréal Canadiens|MTL|Montréal|#AF1E2D|1909|CAN
Ottawa Senators|OTT|Ottawa|#C52032|1992|CAN
Tampa Bay Lightning|TBL|Tampa|#002868|1992
Toronto Maple Leafs|TOR|Toronto|#00205B|1917|CAN
@Eastern/Metropolitan/USA
Carolina Hurricanes|CAR|Raleigh|#CC0000|1972
Columbus Blue Jackets|CBJ|Columbus|#002654|2000
New Jersey Devils|NJD|Newark|#CE1126|1974
New York Islanders|NYI|Elmont|#00539B|1972
New York Rangers|NYR|New York|#0038A8|1926
Philadelphia Flyers|PHI|Philadelphia|#F74902|1967
Pittsburgh Penguins|PIT|Pittsburgh|#FCB514|1967
Washington Capitals|WSH|Washington|#C8102E|1974
@Western/Central/USA
Chicago Blackhawks|CHI|Chicago|#CF0A2C|1926
Colorado Avalanche|COL|Denver|#6F263D|1972
Dallas Stars|DAL|Dallas|#006847|1967
Minnesota Wild|MIN|Saint Paul|#154734|2000
Nashville Predators|NSH|Nashville|#FFB81C|1998
St. Louis Blues|STL|St. Louis|#002F87|1967
Utah Mammoth|UTA|Salt Lake City|#6CACE4|2024
Winnipeg Jets|WPG|Winnipeg|#041E42|1999|CAN
@Western/Pacific/USA
Anaheim Ducks|ANA|Anaheim|#F47A38|1993
Calgary Flames|CGY|Calgary|#C8102E|1972|CAN
Edmonton Oilers|EDM|Edmonton|#FF4C00|1972|CAN
Los Angeles Kings|LAK|Los Angeles|#111111|1967
San Jose Sharks|SJS|San Jose|#006D75|1991
Seattle Kraken|SEA|Seattle|#001628|2021
Vancouver Canucks|VAN|Vancouver|#00205B|1970|CAN
Vegas Golden Knights|VGK|Las Vegas|#B4975A|2017
`,
  'USA',
);
