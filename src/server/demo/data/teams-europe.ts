import { parseTeams } from './team-lines';

// Club names and cities are public facts; colours and founding years are approximate demo values.
export const KHL_TEAMS = parseTeams(
  `
@Western/Bobrov
SKA Saint Petersburg|SKA|Saint Petersburg|#1E4A9C|1946
CSKA Moscow|CSKA|Moscow|#C8102E|1946
Dynamo Moscow|DYN|Moscow|#0033A0|1946
Spartak Moscow|SPA|Moscow|#C8102E|1946
Vityaz Podolsk|VIT|Podolsk|#D4A017|1996
Shanghai Dragons|SHA|Shanghai|#C8102E|2016|CHN
@Western/Tarasov
Lokomotiv Yaroslavl|LOK|Yaroslavl|#C8102E|1959
Severstal Cherepovets|SEV|Cherepovets|#111111|1956
Torpedo Nizhny Novgorod|TOR|Nizhny Novgorod|#00205B|1947
Dinamo Minsk|DMN|Minsk|#0033A0|2004|BLR
HC Sochi|SOC|Sochi|#0098DB|2014
@Eastern/Kharlamov
Ak Bars Kazan|AKB|Kazan|#00843D|1956
Avtomobilist Yekaterinburg|AVT|Yekaterinburg|#C8102E|2006
Metallurg Magnitogorsk|MMG|Magnitogorsk|#111111|1955
Traktor Chelyabinsk|TRK|Chelyabinsk|#111111|1947
Neftekhimik Nizhnekamsk|NKH|Nizhnekamsk|#0033A0|1968
Lada Togliatti|LAD|Togliatti|#C8102E|1976
@Eastern/Chernyshev
Avangard Omsk|AVG|Omsk|#C8102E|1950
Salavat Yulaev Ufa|SAL|Ufa|#00843D|1961
Barys Astana|BAR|Astana|#00AEEF|1999|KAZ
Sibir Novosibirsk|SIB|Novosibirsk|#0033A0|1962
Amur Khabarovsk|AMU|Khabarovsk|#C8102E|1966
Admiral Vladivostok|ADM|Vladivostok|#00205B|2013
`,
  'RUS',
);

export const SHL_TEAMS = parseTeams(
  `
Brynäs IF|BIF|Gävle|#D50032|1912
Djurgårdens IF|DIF|Stockholm|#00205B|1891
Frölunda HC|FHC|Göteborg|#009639|1980
Färjestad BK|FBK|Karlstad|#00843D|1932
HV71|HV71|Jönköping|#003DA5|1971
Leksands IF|LIF|Leksand|#00205B|1919
Linköping HC|LHC|Linköping|#00205B|1976
Luleå HF|LHF|Luleå|#C8102E|1977
Malmö Redhawks|MIF|Malmö|#C8102E|1972
Rögle BK|RBK|Ängelholm|#00843D|1932
Skellefteå AIK|SAIK|Skellefteå|#111111|1921
Timrå IK|TIK|Timrå|#C8102E|1928
Växjö Lakers|VLH|Växjö|#F47A38|1997
Örebro HK|ÖHK|Örebro|#111111|1990
`,
  'SWE',
);

export const LIIGA_TEAMS = parseTeams(
  `
HIFK|HIFK|Helsinki|#C8102E|1897
HPK|HPK|Hämeenlinna|#F47A38|1929
Ilves|ILV|Tampere|#FFB81C|1931
Jukurit|JUK|Mikkeli|#00205B|1970
JYP|JYP|Jyväskylä|#111111|1923
KalPa|KAL|Kuopio|#FFB81C|1929
KooKoo|KOO|Kouvola|#F47A38|1978
Kärpät|KÄR|Oulu|#111111|1946
Lukko|LUK|Rauma|#0033A0|1936
Pelicans|PEL|Lahti|#0098DB|1891
SaiPa|SAI|Lappeenranta|#FFB81C|1948
Sport|SPO|Vaasa|#C8102E|1919
Tappara|TAP|Tampere|#F47A38|1932
TPS|TPS|Turku|#111111|1922
Ässät|ÄSS|Pori|#C8102E|1967
K-Espoo|KES|Espoo|#00205B|1984
`,
  'FIN',
);

export const DEL_TEAMS = parseTeams(
  `
Adler Mannheim|MAN|Mannheim|#00205B|1938
Augsburger Panther|AEV|Augsburg|#C8102E|1878
Dresdner Eislöwen|DRE|Dresden|#00205B|1990
Eisbären Berlin|EBB|Berlin|#00205B|1954
ERC Ingolstadt|ING|Ingolstadt|#00205B|1964
Fischtown Pinguins|BHV|Bremerhaven|#00AEEF|1974
Grizzlys Wolfsburg|WOB|Wolfsburg|#00843D|1975
Iserlohn Roosters|IEC|Iserlohn|#111111|1959
Kölner Haie|KEC|Köln|#C8102E|1972
Löwen Frankfurt|FRA|Frankfurt|#C8102E|2010
Nürnberg Ice Tigers|NIT|Nürnberg|#C8102E|1988
Red Bull München|RBM|München|#D50032|1998
Schwenninger Wild Wings|SWW|Villingen-Schwenningen|#00205B|1904
Straubing Tigers|STR|Straubing|#00205B|1941
`,
  'DEU',
);

export const ELH_TEAMS = parseTeams(
  `
HC Sparta Praha|SPA|Praha|#A6192E|1903
HC Oceláři Třinec|TRI|Třinec|#00205B|1929
HC Dynamo Pardubice|PCE|Pardubice|#C8102E|1923
HC Kometa Brno|KOM|Brno|#0033A0|1953
Bílí Tygři Liberec|LIB|Liberec|#003DA5|1956
HC Vítkovice Ridera|VIT|Ostrava|#003DA5|1928
Mountfield HK|HK|Hradec Králové|#111111|1925
HC Energie Karlovy Vary|KV|Karlovy Vary|#00843D|1932
HC Škoda Plzeň|PLZ|Plzeň|#0033A0|1929
HC Verva Litvínov|LIT|Litvínov|#C8102E|1945
HC Olomouc|OLO|Olomouc|#00205B|1955
Rytíři Kladno|KLA|Kladno|#C8102E|1924
HC Motor České Budějovice|CB|České Budějovice|#0033A0|1928
BK Mladá Boleslav|MB|Mladá Boleslav|#00843D|1908
`,
  'CZE',
);

export const SWISS_TEAMS = parseTeams(
  `
HC Davos|HCD|Davos|#FFB81C|1921
EV Zug|EVZ|Zug|#003DA5|1967
ZSC Lions|ZSC|Zürich|#00205B|1930
SC Bern|SCB|Bern|#C8102E|1931
HC Lugano|HCL|Lugano|#111111|1941
HC Fribourg-Gottéron|FRI|Fribourg|#111111|1937
Genève-Servette HC|GSHC|Genève|#8A1538|1905
Lausanne HC|LHC|Lausanne|#00205B|1922
EHC Biel-Bienne|EHCB|Biel/Bienne|#C8102E|1939
SC Rapperswil-Jona Lakers|SCRJ|Rapperswil|#0033A0|1945
SCL Tigers|SCL|Langnau|#FFB81C|1946
HC Ambrì-Piotta|HCAP|Ambrì|#0033A0|1937
EHC Kloten|EHCK|Kloten|#C8102E|1934
HC Ajoie|HCA|Porrentruy|#FFB81C|1973
`,
  'CHE',
);

export const EIHL_TEAMS = parseTeams(
  `
Belfast Giants|BEL|Belfast|#00205B|2000
Cardiff Devils|CAR|Cardiff|#C8102E|1986
Coventry Blaze|COV|Coventry|#0033A0|2000
Dundee Stars|DUN|Dundee|#C8102E|2001
Fife Flyers|FIF|Kirkcaldy|#FFB81C|1938
Glasgow Clan|GLA|Glasgow|#7A0019|2010
Guildford Flames|GUI|Guildford|#C8102E|1992
Manchester Storm|MAN|Altrincham|#0033A0|2015
Nottingham Panthers|NOT|Nottingham|#111111|1946
Sheffield Steelers|SHE|Sheffield|#F47A38|1991
`,
  'GBR',
);

// National teams: the city is the national federation's home, the colour the national jersey.
export const WORLD_CHAMPIONSHIP_TEAMS = parseTeams(
  `
@/Group A
Canada|CAN|Ottawa|#C8102E||CAN
Finland|FIN|Helsinki|#002F6C||FIN
Switzerland|SUI|Zürich|#D52B1E||CHE
Czechia|CZE|Praha|#11457E||CZE
Latvia|LAT|Rīga|#9E3039||LVA
Austria|AUT|Wien|#ED2939||AUT
Norway|NOR|Oslo|#BA0C2F||NOR
Kazakhstan|KAZ|Astana|#00AFCA||KAZ
@/Group B
United States|USA|Colorado Springs|#002868||USA
Sweden|SWE|Stockholm|#006AA7||SWE
Germany|GER|München|#111111||DEU
Slovakia|SVK|Bratislava|#0B4EA2||SVK
Denmark|DEN|København|#C60C30||DNK
France|FRA|Paris|#0055A4||FRA
Slovenia|SLO|Ljubljana|#005DA4||SVN
Hungary|HUN|Budapest|#CE2939||HUN
`,
  'CAN',
);

export const WORLD_JUNIOR_TEAMS = parseTeams(
  `
@/Group A
Canada U20|CAN|Ottawa|#C8102E||CAN
Finland U20|FIN|Helsinki|#002F6C||FIN
Czechia U20|CZE|Praha|#11457E||CZE
Latvia U20|LAT|Rīga|#9E3039||LVA
Germany U20|GER|München|#111111||DEU
@/Group B
United States U20|USA|Plymouth|#002868||USA
Sweden U20|SWE|Stockholm|#006AA7||SWE
Switzerland U20|SUI|Zürich|#D52B1E||CHE
Slovakia U20|SVK|Bratislava|#0B4EA2||SVK
Kazakhstan U20|KAZ|Astana|#00AFCA||KAZ
`,
  'CAN',
);
