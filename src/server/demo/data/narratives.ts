// Original summary text for the big leagues and a few NHL clubs. Deliberately general: no
// copied statistics, only widely known facts (founding years, trophies, formats). Issue 39 item 5:
// nothing invented either. Retired numbers are listed only where the club's full list is certain
// (a partial list with #99, which the league retired for every club in 2000, read as made up),
// and doubtful facts were dropped rather than guessed.
export type LeagueStory = { description: string; history: string; funFacts: string[] };

export const LEAGUE_STORIES: Record<string, LeagueStory> = {
  NHL: {
    description:
      'The top professional league in North America: 32 clubs across the United States and Canada play an 82-game regular season, and sixteen of them go on to the playoffs for the Stanley Cup.',
    history:
      'The league was formed in Montréal in 1917 by a handful of Canadian clubs and crossed the border in the 1920s. From the early 1940s it settled into six teams for a quarter of a century, a period fans still call the Original Six era. Expansion in 1967 doubled its size, the 1979 absorption of four rival clubs and several waves of new markets followed, and it reached 32 teams when Seattle joined in 2021.',
    funFacts: [
      'The Stanley Cup is older than the league that now awards it.',
      'Every member of the championship team gets a personal day with the trophy.',
      'Regular-season games still tied after a five-minute three-on-three overtime are decided by a shootout.',
      'A win is worth two points; an overtime or shootout loss still earns one.',
    ],
  },
  KHL: {
    description:
      'A multinational professional league founded in 2008, based mainly in Russia with clubs in Belarus, Kazakhstan and China. The playoff champion lifts the Gagarin Cup.',
    history:
      'The KHL replaced the Russian Superleague in 2008 and quickly set out to become a pan-continental competition, admitting clubs from several countries over the years. Its clubs are split into a Western and an Eastern conference, and the four divisions carry the names of great figures of Soviet hockey.',
    funFacts: [
      'The championship trophy is named after Yuri Gagarin, the first person in space.',
      'A road trip from the westernmost to the easternmost club crosses seven time zones.',
      'Clubs from four countries take part in the regular season.',
    ],
  },
  SHL: {
    description:
      "Sweden's top professional league: 14 clubs, a long regular season and a playoff for the Le Mat Trophy, one of the oldest trophies in European hockey.",
    history:
      'The league began in 1975 as Elitserien, giving Sweden a single national top division, and adopted the name Swedish Hockey League in 2013. Promotion and relegation with HockeyAllsvenskan keep the bottom of the table as tense as the top, and its academies have produced a steady flow of players for North American clubs.',
    funFacts: [
      'The Le Mat Trophy was first handed out in the 1920s, long before the league existed.',
      'Three points are awarded for a regulation win and two for a win after overtime or a shootout.',
    ],
  },
  Liiga: {
    description: "Finland's top professional league, with clubs from Helsinki to Oulu competing for the Kanada-malja, the Canada Bowl.",
    history:
      'SM-liiga was founded in 1975 as a professionalised successor to the old national championship series and later shortened its name to Liiga. Finnish clubs are known for patient player development, and the league has become one of the most important finishing schools in world hockey.',
    funFacts: [
      "The champion's trophy is known as the Canada Bowl (Kanada-malja).",
      'Tampere has two clubs with a rivalry that divides the city.',
      "Games in the northern clubs' home towns are often played with temperatures far below freezing outside.",
    ],
  },
  WC: {
    description:
      "The annual world championship for men's national teams, organised by the International Ice Hockey Federation each spring.",
    history:
      'The IIHF counts the 1920 Olympic tournament as its first world championship. Today the top division has sixteen teams in two groups of eight; the best four of each group reach the quarter-finals, and the last-placed teams drop to Division I, replaced by the two best teams from below.',
    funFacts: [
      'The tournament usually takes place in May, after most European leagues have finished.',
      'Two host cities often share the preliminary round, one group each.',
      'National teams can call up players whose club seasons have ended, so rosters change late.',
    ],
  },
};

export type TeamStory = {
  history: string;
  achievements: string[];
  retiredNumbers: string[];
  facts: string[];
  rivalries: string[];
};

export const TEAM_STORIES: Record<string, TeamStory> = {
  'Montréal Canadiens': {
    history:
      'Founded in 1909, the club is older than the NHL itself and has been the standard-bearer of French-Canadian hockey for more than a century. Its dynasties of the 1950s and 1970s set a benchmark for sustained excellence that the league still measures itself against.',
    achievements: ['Most Stanley Cup championships of any club', 'Original Six franchise', 'Several consecutive-title dynasties'],
    retiredNumbers: [],
    facts: [
      'The club\'s nickname "Habs" comes from "les Habitants".',
      'The dressing room carries a line from a war poem about passing the torch.',
    ],
    rivalries: ['Toronto Maple Leafs', 'Boston Bruins', 'Ottawa Senators'],
  },
  'Toronto Maple Leafs': {
    history:
      "One of the league's founding-era clubs, the Maple Leafs took their current name in 1927. The team has one of the largest and most patient fan bases in sport, and every home game is among the hardest tickets to find in the league.",
    achievements: ['Multiple Stanley Cup championships', 'Original Six franchise'],
    retiredNumbers: [],
    facts: ['Home games sell out so reliably that the waiting list for season tickets spans years.'],
    rivalries: ['Montréal Canadiens', 'Ottawa Senators', 'Boston Bruins'],
  },
  'Boston Bruins': {
    history:
      'The first American club in the NHL, the Bruins joined in 1924 and have been a fixture of New England sport ever since. The team is known for a hard-working, physical style that its supporters expect from every generation.',
    achievements: ['Multiple Stanley Cup championships', 'Original Six franchise', 'Oldest US-based NHL club'],
    retiredNumbers: [],
    facts: [],
    rivalries: ['Montréal Canadiens', 'Toronto Maple Leafs', 'New York Rangers'],
  },
  'Detroit Red Wings': {
    history:
      'Playing in the Motor City since 1926, the Red Wings took their name and winged-wheel crest in 1932. Long stretches of playoff appearances earned the city the nickname Hockeytown.',
    achievements: [
      'Multiple Stanley Cup championships',
      'Original Six franchise',
      'One of the longest playoff-appearance streaks in North American sport',
    ],
    retiredNumbers: [],
    facts: ['Fans have a long tradition of throwing an octopus onto the ice during the playoffs.'],
    rivalries: ['Chicago Blackhawks', 'Toronto Maple Leafs', 'Colorado Avalanche'],
  },
  'New York Rangers': {
    history:
      'Founded in 1926, the Rangers have played at the heart of Manhattan for almost their entire existence and are one of the most recognised names in the sport.',
    achievements: ['Multiple Stanley Cup championships', 'Original Six franchise'],
    retiredNumbers: [],
    facts: ['The name began as a pun on "Tex\'s Rangers", after Madison Square Garden president Tex Rickard, and stuck.'],
    rivalries: ['New York Islanders', 'New Jersey Devils', 'Philadelphia Flyers'],
  },
  'Edmonton Oilers': {
    history:
      'The Oilers began in 1972 as a founding member of the World Hockey Association and joined the NHL in 1979. Within a few seasons they built one of the highest-scoring teams the game has seen.',
    achievements: ['Multiple Stanley Cup championships', 'Founding member of the WHA'],
    // The club retired #99 itself in 1999, a year before the league did.
    retiredNumbers: ['#3', '#7', '#11', '#17', '#31', '#99'],
    facts: ['The club is owned locally and plays in a downtown arena district built around it.'],
    rivalries: ['Calgary Flames', 'Vancouver Canucks', 'Los Angeles Kings'],
  },
  'Seattle Kraken': {
    history:
      "Seattle became the NHL's 32nd franchise when the Kraken began play in 2021, bringing the league back to a city whose Metropolitans had won the Stanley Cup more than a century earlier.",
    achievements: ['Reached the playoffs in its second season'],
    retiredNumbers: [],
    facts: ['The arena roof was preserved from a 1960s landmark building and the venue was rebuilt beneath it.'],
    rivalries: ['Vancouver Canucks', 'Vegas Golden Knights'],
  },
};
