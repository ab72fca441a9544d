import data from './faq.json';

/* The FAQ (service-area 2.18, 7 "Static data"): categories and questions from a static JSON file. */

export interface FaqItem {
  questionTitle: string;
  questionContent: string;
}

export interface FaqCategory {
  id: string;
  name: string;
  questions: FaqItem[];
}

export const FAQ_CATEGORIES: readonly FaqCategory[] = (data as { categories: FaqCategory[] }).categories;

/** Every question in file order (the intro page shows the first 5 until expanded). */
export const FAQ_ALL: readonly FaqItem[] = FAQ_CATEGORIES.flatMap((c) => c.questions);

/** The academy intro's FAQ of 10 entries. */
export const ACADEMY_FAQ: readonly FaqItem[] = FAQ_CATEGORIES.find((c) => c.id === 'academy')?.questions ?? [];
