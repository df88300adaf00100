import Mint from 'mint-filter';
import { Converter } from 'opencc-js/t2cn';
import type { Db } from '../db/database';
import {
  addWord,
  insertNewWords,
  listLiveWords,
  readWordListSignature,
  removeWord,
} from '../repos/sensitiveWordRepo';
import type { SensitiveWordRow } from '../repos/sensitiveWordRepo';

/**
 * The comment filter. Text is folded before matching, so the usual ways children (and anyone)
 * dodge a word list do not work: full-width letters (ｓｂ), traditional characters (白癡), capitals,
 * and spaces, dots, stars, zero-width or any other non-letter characters put between the
 * characters (笨 蛋, 笨*蛋, 笨.蛋). The list lives in the `sensitive_words` table, editable by the
 * review command; every server compares the table's revision on each check and rebuilds its
 * matcher when it moved, so a change made by another process counts from the next comment on.
 */

/** Why a text is refused; the words themselves are never reported to the writer. */
export type Refusal = 'uncivil' | 'personalInfo';

// OpenCC's Taiwan → mainland conversion: traditional characters and Taiwan's variant forms.
const toSimplified = Converter({ from: 'tw', to: 'cn' });

/** Anything that is not a letter or a digit of some script: spaces, punctuation, symbols, marks, zero-width characters. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Width, variant and case folded: NFKC turns full-width letters, digits and punctuation (and
 * circled digits, compatibility ideographs) into their plain forms, then traditional characters
 * become simplified, then letters lower-case.
 */
export function foldText(text: string): string {
  return toSimplified(text.normalize('NFKC')).toLowerCase();
}

/** The folded text with every separator removed: what Chinese words are matched against. */
export function normaliseForMatching(text: string): string {
  return foldText(text).replace(SEPARATORS, '');
}

const LETTERS_ONLY = /^[a-z]+$/;

/**
 * Letters-only words (sb, tmd) match whole words only, or single letters spaced out (s b, s.b),
 * so "usb" or "nmsl" inside a longer English word is not a hit. The folded text's letter runs are
 * grouped into chains joined by separators only; a hit is a listed word equal to one run or to
 * several neighbouring runs of a chain put together.
 */
function hasLetterWord(folded: string, words: ReadonlySet<string>, longest: number): boolean {
  if (words.size === 0) return false;
  const chains: string[][] = [];
  let chain: string[] = [];
  let lastEnd = -1;
  for (const match of folded.matchAll(/[a-z]+/g)) {
    const start = match.index;
    const between = lastEnd < 0 ? null : folded.slice(lastEnd, start);
    if (between === null || between.replace(SEPARATORS, '') !== '') {
      if (chain.length > 0) chains.push(chain);
      chain = [];
    }
    chain.push(match[0]);
    lastEnd = start + match[0].length;
  }
  if (chain.length > 0) chains.push(chain);
  for (const runs of chains) {
    for (let first = 0; first < runs.length; first += 1) {
      let joined = '';
      for (let last = first; last < runs.length && joined.length < longest; last += 1) {
        joined += runs[last];
        if (words.has(joined)) return true;
      }
    }
  }
  return false;
}

/** Chinese numerals, by the digit they stand for, so numbers written out (一三八…) are read too. */
const NUMERALS = ['〇零', '一壹', '二贰', '三叁', '四肆', '五伍', '六陆', '七柒', '八捌', '九玖'];
const DIGIT_OF = new Map(NUMERALS.flatMap((chars, digit) => [...chars].map((char) => [char, String(digit)])));
const NUMERAL = new RegExp(`[${NUMERALS.join('')}]`, 'g');

/**
 * Personal information a child should not post: a mobile number (11 digits starting 13-19), a
 * QQ number or WeChat id given as such, an ID-card number, an e-mail address, a home address.
 * Digits are read through spaces and dashes and in Chinese numerals too (一三八…).
 */
const PERSONAL_INFO: readonly RegExp[] = [
  /(?<!\d)1[3-9]\d{9}(?!\d)/,
  /(?:qq|扣扣|企鹅|球球|q号)[号码是为]*\d{5,11}/,
  /加我\d{5,11}/,
  /(?:微信|weixin|wechat|v信|薇信|威信|徽信)[号码是为]*[a-z][a-z0-9]{4,}/,
  // Bare "vx"/"wx" begin ordinary words too (wxPython): an id after them must hold a digit.
  /(?:vx|wx)[号码是为]*(?=[a-z0-9]*\d)[a-z][a-z0-9]{4,}/,
  /(?:微信|weixin|wechat|vx|wx|v信|薇信|威信|徽信)[号码是为]*1[3-9]\d{9}/,
  /(?<!\d)[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dx](?!\d)/,
  /家庭住址|我家地址|我家住在|门牌号/,
];
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/;

export function hasPersonalInfo(text: string): boolean {
  const folded = foldText(text);
  if (EMAIL.test(folded.replace(/\s+/g, ''))) return true;
  const dense = folded.replace(SEPARATORS, '').replace(NUMERAL, (char) => DIGIT_OF.get(char) ?? char);
  return PERSONAL_INFO.some((pattern) => pattern.test(dense));
}

/** A word list made ready to match: Aho–Corasick (mint-filter) for words with any non-letter, a set for letters-only ones. */
export class WordMatcher {
  private readonly mint: Mint | null;
  private readonly letterWords: ReadonlySet<string>;
  private readonly longestLetterWord: number;

  constructor(words: readonly string[]) {
    const normalised = [...new Set(words.map(normaliseForMatching).filter((word) => word !== ''))];
    const letterWords = normalised.filter((word) => LETTERS_ONLY.test(word));
    const others = normalised.filter((word) => !LETTERS_ONLY.test(word));
    this.mint = others.length > 0 ? new Mint(others) : null;
    this.letterWords = new Set(letterWords);
    this.longestLetterWord = Math.max(0, ...letterWords.map((word) => word.length));
  }

  matches(text: string): boolean {
    const folded = foldText(text);
    if (this.mint && !this.mint.verify(folded.replace(SEPARATORS, ''))) return true;
    return hasLetterWord(folded, this.letterWords, this.longestLetterWord);
  }
}

/** What a text is refused for, or null when it may be published. */
export function screenText(text: string, matcher: WordMatcher): Refusal | null {
  if (matcher.matches(text)) return 'uncivil';
  if (hasPersonalInfo(text)) return 'personalInfo';
  return null;
}

interface CachedList {
  signature: string;
  matcher: WordMatcher;
}

/** One matcher per database, so several apps in one process (tests) never share a list. */
const cache = new WeakMap<Db, CachedList>();

/** The matcher of the list in force, rebuilt when the table's signature moved since it was built. */
export async function currentMatcher(db: Db): Promise<WordMatcher> {
  const signature = await readWordListSignature(db);
  const cached = cache.get(db);
  if (cached && cached.signature === signature) return cached.matcher;
  const words = await listLiveWords(db);
  const matcher = new WordMatcher(words.map((row) => row.word));
  cache.set(db, { signature, matcher });
  return matcher;
}

/** Screens a comment against the list in force. */
export async function screenComment(db: Db, text: string): Promise<Refusal | null> {
  return screenText(text, await currentMatcher(db));
}

/** The longest word the list keeps (the table's column). */
export const SENSITIVE_WORD_MAX = 50;

/**
 * A word as the list keeps it: folded the way the filter reads text (simplified, half-width,
 * lower-case, no separators), so 白癡 and 白痴 are one entry. '' when nothing is left.
 */
export function listedFormOf(word: string): string {
  return normaliseForMatching(word);
}

export async function listSensitiveWords(db: Db): Promise<SensitiveWordRow[]> {
  return listLiveWords(db);
}

/** Adds the word (or brings it back); false when it is already listed. */
export async function addSensitiveWord(db: Db, word: string, now: number): Promise<boolean> {
  return addWord(db, listedFormOf(word), now);
}

/** Removes the word; false when it is not listed. */
export async function removeSensitiveWord(db: Db, word: string, now: number): Promise<boolean> {
  return removeWord(db, listedFormOf(word), now);
}

/** Adds the words of a list that were never on it (the seed's committed list); returns how many. */
export async function loadSensitiveWords(db: Db, words: readonly string[], now: number): Promise<number> {
  return insertNewWords(
    db,
    words.map(listedFormOf).filter((word) => word !== ''),
    now,
  );
}
