import type { ZxcvbnFactory as Factory, ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * Words of this site that a visitor is likely to build a password from ("hockeydirectory1"): zxcvbn
 * counts a password made of them as a dictionary guess, like "password" itself.
 */
const SITE_WORDS = [
  'hockey',
  'directory',
  'hockeydirectory',
  'hockey-directory',
  'hockeydir',
  'nhl',
  'rink',
  'puck',
  'goalie',
  'goaltender',
  'hattrick',
  'slapshot',
  'stanleycup',
  'faceoff',
  'powerplay',
  'icehockey',
  'admin',
  'scores',
  'standings',
];

/** zxcvbn's score 3: about 10^8 guesses, past an online attacker's reach behind our rate limit and scrypt. */
export const MIN_PASSWORD_SCORE = 3;

let factory: Promise<Factory> | undefined;
/**
 * The estimator with its dictionaries: 1.3 s of CPU and ~10 MB to build, so it is built on the first
 * password it checks (a register or an admin's password), not at every start of the server.
 */
function estimator(): Promise<Factory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, site: SITE_WORDS },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return factory;
}

/**
 * Why a new password is too easy to guess, in words a person can act on, or null when it is
 * strong enough. `userInputs` are the account's own details (e-mail, names): a password made of
 * them is weak for that account.
 */
export async function passwordWeakness(password: string, userInputs: string[] = []): Promise<string | null> {
  const inputs = userInputs.flatMap((s) => [s, ...s.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((s) => s.length >= 3);
  const result = (await estimator()).check(password, inputs);
  return result.score >= MIN_PASSWORD_SCORE ? null : explain(result);
}

function explain(result: ZxcvbnResult): string {
  const words = result.sequence.filter((m) => m.pattern === 'dictionary');
  const why =
    (words.some((m) => m.dictionaryName === 'site') && 'It is built from this site’s own words.') ||
    (words.some((m) => m.dictionaryName === 'userInputs') && 'It is built from your name or e-mail address.') ||
    result.feedback.warning ||
    'It follows a pattern that is quick to guess.';
  const hint = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return `This password is too easy to guess. ${why.replace(/\.?$/, '.')} ${hint}`;
}
