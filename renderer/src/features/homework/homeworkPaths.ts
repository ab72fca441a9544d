import { localIsoDay } from '../../ui/dateTime';

/*
 * Where the homework screens lead, as absolute addresses (the notes and solver features own those pages;
 * their routes are the spec's): service-area 2.11, 2.12; manage-area "Work notes".
 */
export const homeworkPaths = {
  serviceTaskList: (companyId: string) => `/${companyId}/task/list`,
  taskView: (companyId: string, taskIdx: number, textbookIdx: number) =>
    `/${companyId}/task/view?taskIdx=${taskIdx}&textbookIdx=${textbookIdx}`,
  solver: (companyId: string, taskIdx: number, noteIdx: number) => `/${companyId}/task/solve?taskIdx=${taskIdx}&noteIdx=${noteIdx}`,
  note: (companyId: string, area: 'service' | 'manage', noteIdx: number) =>
    area === 'manage' ? `/${companyId}/manage/note/view?noteIdx=${noteIdx}` : `/${companyId}/note/list/submitted?noteIdx=${noteIdx}`,
  manageTaskBook: (companyId: string, textbookIdx: number) => `/${companyId}/manage/task/book?textbookIdx=${textbookIdx}`,
  serviceTextbook: (companyId: string, textbookIdx: number) => `/${companyId}/task/textbook/view?textbookIdx=${textbookIdx}`,
};

/** The homework list's default range (manage-area "Homework deployment"): from a month ago through today. */
export function lastMonth(today = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
  return { from: localIsoDay(from), to: localIsoDay(today) };
}
