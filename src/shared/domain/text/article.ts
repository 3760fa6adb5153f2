/**
 * "a" or "an" by the sound the word starts with, not by its letter alone: "an amateur", "an
 * international", "an NHL", but "a university", "a one-goal", "a European", "a youth".
 */
const AN_EXCEPTIONS = /^(hour|honest|honou?r|heir)/;
const A_EXCEPTIONS = /^(uni|use|usu|uro|eu|one|once|ubi)/;
// Capitals read letter by letter (NHL, IIHF, AHL): "an" where the letter's name starts with a vowel sound.
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';

export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s-]/)[0] ?? '';
  if (word.length > 1 && word === word.toUpperCase() && /^[A-Z]+$/.test(word)) return VOWEL_SOUND_LETTERS.includes(word[0]!) ? 'an' : 'a';
  const lower = word.toLowerCase();
  if (AN_EXCEPTIONS.test(lower)) return 'an';
  if (A_EXCEPTIONS.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** The phrase with its article: "an amateur hockey league". */
export const withArticle = (phrase: string) => `${indefiniteArticle(phrase)} ${phrase}`;
