import { CIRCLED_DIGITS } from '@boda/contract/rules/bookAnswers';
import type { ProposedAnswer } from './limits';

/*
 * Reads quick answers out of a quick-answer sheet's text, as lines of positioned words. Sheets print
 * questions 1..n in order, each followed by its answer: circled digits (choice, "3 ④⑤"), or a number
 * or short text ("1) 3", "2. 12"). Some print a row of question numbers with the answers in the row
 * beneath, one under each number. Reading follows the expected next question number, so page
 * numbers, titles and other text in between are skipped.
 */

/** A run of text on a line and where it starts (x, in points). */
export interface TextRun {
  text: string;
  x: number;
}

const CIRCLED_ANY = /[\u2460-\u2473]/;
/** "12", "12.", "12)", "12번" (Korean sheets write "number" after it). */
const QUESTION_MARK = /^(\d{1,3})([.)]|번)?$/;

interface Word {
  text: string;
  x: number;
}

/** Splits runs into words; circled digits are words of their own even when printed together. */
function words(runs: TextRun[]): Word[] {
  const out: Word[] = [];
  for (const run of runs) {
    const spaced = run.text
      .replace(/([\u2460-\u2473])/g, ' $1 ')
      .replace(/^(\d{1,3}[)번])(?=\S)/, '$1 ')
      .replace(/^(\d{1,3}\.)(?=[^\d\s])/, '$1 ');
    // Word positions only matter for the column layout, where a word is its whole run.
    for (const text of spaced.split(/\s+/)) if (text) out.push({ text, x: run.x });
  }
  return out;
}

function questionNo(word: Word | undefined): { no: number; marked: boolean } | null {
  const match = word && QUESTION_MARK.exec(word.text);
  return match ? { no: Number(match[1]), marked: match[2] !== undefined } : null;
}

function isCircled(word: Word): boolean {
  return CIRCLED_ANY.test(word.text) || word.text === ',';
}

/** One answer from its words: circled digits make a choice ('2,4'), anything else is text as printed. */
function answerOf(questionNo: number, answerWords: Word[]): ProposedAnswer | null {
  if (answerWords.length === 0) return null;
  if (CIRCLED_ANY.test(answerWords[0].text)) {
    const digits = [...new Set(answerWords.map((w) => (CIRCLED_DIGITS as readonly string[]).indexOf(w.text) + 1).filter((n) => n > 0))];
    if (digits.length === 0) return null;
    return { questionNo, answerType: 'choice', answer: digits.sort((a, b) => a - b).join(',') };
  }
  return { questionNo, answerType: 'text', answer: answerWords.map((w) => w.text).join(' ') };
}

/** "1 2 3 4 5" alone on a line: question numbers over a row of answers. */
function headerNumbers(line: Word[], expected: number): number[] | null {
  if (line.length < 2) return null;
  const numbers = line.map((w) => (/^\d{1,3}$/.test(w.text) ? Number(w.text) : NaN));
  return numbers.every((n, i) => n === expected + i) ? numbers : null;
}

/** Answers under a header row: each word goes to the question whose number sits nearest above it. */
function columnAnswers(header: Word[], row: Word[]): ProposedAnswer[] {
  const byQuestion = header.map(() => [] as Word[]);
  for (const word of row) {
    let nearest = 0;
    for (let i = 1; i < header.length; i++) {
      if (Math.abs(header[i].x - word.x) < Math.abs(header[nearest].x - word.x)) nearest = i;
    }
    byQuestion[nearest].push(word);
  }
  return header.flatMap((h, i) => answerOf(Number(h.text), byQuestion[i]) ?? []);
}

/** Answers on one line, "1 ③ 2 ②④ 3) 12", starting at question `expected`. */
function inlineAnswers(line: Word[], expected: number): ProposedAnswer[] {
  const found: ProposedAnswer[] = [];
  let i = 0;
  while (i < line.length) {
    const start = questionNo(line[i]);
    if (start?.no !== expected + found.length) {
      i++;
      continue;
    }
    const next = start.no + 1;
    const answerWords: Word[] = [];
    let j = i + 1;
    for (; j < line.length; j++) {
      const word = line[j];
      const mark = questionNo(word);
      // The next question starts at its number once this one has an answer (or when it is marked "n)").
      if (mark?.no === next && (mark.marked || answerWords.length > 0)) break;
      if (answerWords.length > 0 && isCircled(answerWords[0]) !== isCircled(word)) break;
      answerWords.push(word);
    }
    const answer = answerOf(start.no, answerWords);
    if (!answer) break;
    found.push(answer);
    i = j;
  }
  return found;
}

/**
 * Proposed answers from the sheet's lines (in reading order); [] when none are found. Lines are read
 * again while that finds more: a sheet in two columns reads 1..20 down the left, then 21.. on the right.
 */
export function parseQuickAnswers(lines: TextRun[][]): ProposedAnswer[] {
  const answers: ProposedAnswer[] = [];
  const wordLines = lines.map(words).filter((line) => line.length > 0);
  for (let found = -1; answers.length > found;) {
    found = answers.length;
    readPass(wordLines, answers);
  }
  return answers;
}

function readPass(wordLines: Word[][], answers: ProposedAnswer[]): void {
  for (let l = 0; l < wordLines.length; l++) {
    const expected = answers.length + 1;
    const header = headerNumbers(wordLines[l], expected);
    const below = wordLines[l + 1];
    if (header && below && !headerNumbers(below, expected + header.length) && questionNo(below[0])?.no !== expected) {
      const column = columnAnswers(wordLines[l], below);
      if (column.length === header.length) {
        answers.push(...column);
        l++;
        continue;
      }
    }
    answers.push(...inlineAnswers(wordLines[l], expected));
  }
}
