/*
 * The name filter of my info (service-area 5: "prohibited words are filtered before saving"). A
 * prohibited word is replaced by asterisks of the same length. Latin words only match as whole
 * words, so ordinary names that merely contain the letters ("Cassandra", "Dickens") stay intact;
 * Korean words match anywhere, since Korean names are not separated into words that way.
 */

const LATIN_WORDS = [
  'fuck',
  'fucker',
  'fucking',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'dick',
  'cunt',
  'slut',
  'whore',
  'nigger',
  'retard',
  'admin',
  'administrator',
];
const KOREAN_WORDS = ['씨발', '시발', '병신', '개새끼', '좆', '지랄', '미친놈', '미친년', '운영자', '관리자'];

const LATIN_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${LATIN_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
const KOREAN_RE = new RegExp(KOREAN_WORDS.join('|'), 'gu');

function stars(word: string): string {
  return '*'.repeat(Array.from(word).length);
}

export function maskProhibitedWords(name: string): string {
  return name.replace(LATIN_RE, stars).replace(KOREAN_RE, stars);
}

export function containsProhibitedWord(name: string): boolean {
  return maskProhibitedWords(name) !== name;
}
