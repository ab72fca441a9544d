import { TextbookType } from '@boda/contract';

/** The list's tabs (manage-area "/book"): each a route, each one bookType. */
export type BookTab = 'workbook' | 'textbook';
export const BOOK_TABS: readonly BookTab[] = ['workbook', 'textbook'];

export const bookTypeOfTab = (tab: BookTab) => (tab === 'textbook' ? TextbookType.TEXTBOOK : TextbookType.WORKBOOK);
export const tabOfBookType = (bookType: number): BookTab => (bookType === TextbookType.TEXTBOOK ? 'textbook' : 'workbook');
