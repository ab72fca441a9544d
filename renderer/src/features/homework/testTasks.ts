import type { CommandData, CommandInput, CommandName, TaskSummary, TaskUser, TodoTask } from '@boda/contract';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

/** Test data of the homework screens. */

const HOUR = 3_600_000;
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function makeTask(overrides: Partial<TaskSummary> = {}): TaskSummary {
  return {
    taskIdx: 1,
    taskName: 'Fractions',
    textbookIdx: 7,
    textbook: { textbookIdx: 7, textbookName: 'Math 1', bookType: 2, bankType: 1, pageCount: 4, questionCount: 10, ready: true },
    submitLimitDatetime: inHours(72),
    autoReview: 0,
    totalUserCount: 2,
    submitUserCount: 0,
    regUser: { userIdx: 1, userName: 'Kim Teacher' },
    regDatetime: '2026-01-05T01:02:00Z',
    deleteYn: 0,
    deletable: true,
    deleteBlock: null,
    ...overrides,
  };
}

export function makeTodo(overrides: Partial<TodoTask> = {}, taskStatus: 0 | 1 | 2 = 0): TodoTask {
  return { ...makeTask(), taskUser: { taskUserIdx: 1, taskStatus, noteIdx: taskStatus === 0 ? null : 50, noteStatus: null }, ...overrides };
}

export function makeTaskUser(overrides: Partial<TaskUser> = {}): TaskUser {
  return {
    userIdx: 21,
    userId: 'student1',
    userName: 'Park Student',
    taskUserIdx: 1,
    taskStatus: 0,
    noteIdx: null,
    noteStatus: null,
    noteSubmitDatetime: null,
    questionCount: 10,
    wrongCount: 0,
    hurryCount: 0,
    lastHurryDatetime: null,
    ...overrides,
  };
}

type Handlers = { [N in CommandName]?: (input: CommandInput<N>) => CommandData<N> | Promise<CommandData<N>> };

/** A signed-in user of the demo company (teacher 11 by default) and the calls every page makes, plus `handlers`. */
export function signedInWith(handlers: Handlers, userTypeCd = 11) {
  const branding = { title: '', description: '', keywords: '', images: [] };
  signIn({ user: { userIdx: userTypeCd === 12 ? 21 : 1, userTypeCd } });
  return mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: userTypeCd === 12 ? 21 : 1, userTypeCd }) }),
    'company.BRANDING_INFO': () => ({ result: branding }),
    'company.loginInfo': () => ({ result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding } }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    ...handlers,
  });
}
