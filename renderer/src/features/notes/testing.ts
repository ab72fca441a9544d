/* Fixtures of the notes' component tests (imported by *.test.tsx only). */
import { vi } from 'vitest';
import {
  type CommandData,
  type CommandInput,
  type NoteAgenda,
  type NoteSolution,
  NoteStatus,
  type NoteStatusCd,
  type NoteSummary,
  toPage,
} from '@boda/contract';
import { api } from '../../api';
import { platform } from '../../platform';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

export function makeNote(overrides: Partial<NoteSummary> = {}): NoteSummary {
  return {
    noteIdx: 5,
    noteKind: 1,
    noteTitle: 'Fractions 1',
    noteStatus: NoteStatus.SUBMIT,
    user: { userIdx: 21, userId: 'student1', userName: 'Park Student' },
    task: {
      taskIdx: 3,
      taskName: 'Fractions homework',
      submitLimitDatetime: '2024-03-08T08:00:00Z',
      regDatetime: '2024-03-05T01:00:00Z',
      regUser: { userName: 'Kim Teacher' },
      autoReview: 1,
    },
    textbook: { textbookIdx: 31, bookType: 2 },
    meet: null,
    noteSubmitDatetime: '2024-03-06T02:00:00Z',
    modDatetime: '2024-03-06T02:00:00Z',
    questionCount: 3,
    solveCount: 3,
    correctCount: 1,
    wrongCount: 1,
    logNoteSubmitCount: 1,
    logNoteSpentTime: 600,
    confirmComment: '',
    ...overrides,
  };
}

export const agendas: NoteAgenda[] = [
  {
    agendaNo: 1,
    agendaName: 'Fractions',
    pageList: [1, 2, 3].map((pageNo) => ({
      agendaNo: 1,
      pageNo,
      pageName: '',
      width: 100,
      height: 141,
      imgUrl: '',
      check: false,
      seq: 0,
    })),
  },
];

export const solutions: NoteSolution[] = [
  { solutionNo: 1, answerType: 1, answer: '2', result: 1, reviewSource: 'auto', correction: '', redo: false, correctAnswer: '2', seq: 1 },
  { solutionNo: 2, answerType: 1, answer: '3', result: 0, reviewSource: 'auto', correction: '', redo: false, correctAnswer: '4', seq: 1 },
  {
    solutionNo: 3,
    answerType: 2,
    answer: 'x=2',
    result: null,
    reviewSource: null,
    correction: '',
    redo: false,
    correctAnswer: '2',
    seq: 1,
  },
];

const permissions = (inspect: boolean, open = true) => ({ open, solve: false, inspect, recall: inspect, download: open });

type Handlers = Parameters<typeof mockApi>[0];

/** A signed-in teacher (11) or student (12) with the notes' commands answered from `notes`; downloads and saving are spied. */
export function setupNotes(
  options: { userTypeCd?: number; notes?: NoteSummary[]; inspect?: boolean; open?: boolean; handlers?: Handlers } = {},
) {
  const notes = options.notes ?? [makeNote()];
  const lists: Array<CommandInput<'note.LIST'>> = [];
  const api_ = mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: options.userTypeCd ?? 11 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'note.LIST': (input) => {
      lists.push(input);
      return { resultPage: toPage(notes, 1, 20, notes.length) };
    },
    'note.VIEW': ({ noteIdx }) => {
      const note = notes.find((n) => n.noteIdx === Number(noteIdx)) ?? notes[0];
      return { result: { ...note, permissions: permissions(options.inspect ?? (options.userTypeCd ?? 11) !== 12, options.open ?? true) } };
    },
    'note.LIST_AGENDA': () => ({ resultList: agendas }),
    'note.NOTE_JSON': () => ({ result: { agendaList: agendas, solutionList: solutions } }),
    ...options.handlers,
  });
  signIn({ user: { userTypeCd: options.userTypeCd ?? 11 } });
  const download = vi.spyOn(api, 'download').mockImplementation(async () => ({ blob: new Blob(['x']), fileName: 'file' }));
  const saveFile = vi.spyOn(platform, 'saveFile').mockResolvedValue({ saved: true } as Awaited<ReturnType<typeof platform.saveFile>>);
  if (!URL.createObjectURL) Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
  return { api: api_, lists, download, saveFile };
}

export function countsAfter(status: NoteStatusCd, correct: number, wrong: number): CommandData<'note.MOD_STATUS'>['result'] {
  return { noteIdx: 5, noteStatus: status, questionCount: 3, solveCount: 3, correctCount: correct, wrongCount: wrong };
}
