import { vi } from 'vitest';
import type { CommandData, CommandInput, NoteSolution } from '@boda/contract';
import { api } from '../../api';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';

/** A student's note of two pages and three questions (choice, choice, text), for the solver's tests. */
export const NOTE_IDX = 55;

export function makeSolution(overrides: Partial<NoteSolution> & { solutionNo: number }): NoteSolution {
  return {
    answerType: 1,
    answer: '',
    result: null,
    reviewSource: null,
    correction: '',
    redo: false,
    correctAnswer: null,
    seq: 0,
    ...overrides,
  };
}

export const defaultSolutions = (): NoteSolution[] => [
  makeSolution({ solutionNo: 1, seq: 4 }),
  makeSolution({ solutionNo: 2, answer: '3', seq: 2 }),
  makeSolution({ solutionNo: 3, answerType: 2 }),
];

type NoteView = CommandData<'note.VIEW'>['result'];

function noteView(solve: boolean): NoteView {
  return {
    noteIdx: NOTE_IDX,
    noteKind: 1,
    noteTitle: 'Fractions',
    noteStatus: solve ? 1 : 2,
    user: { userIdx: 7, userId: 'student1', userName: 'Park Student' },
    task: {
      taskIdx: 9,
      taskName: 'Fractions',
      submitLimitDatetime: '2030-01-01T08:00:00Z',
      regDatetime: '2024-01-01T00:00:00Z',
      regUser: { userName: 'Kim Teacher' },
      autoReview: 1,
    },
    textbook: { textbookIdx: 31, bookType: 1 },
    meet: null,
    noteSubmitDatetime: null,
    modDatetime: '2024-01-01T00:00:00Z',
    questionCount: 3,
    solveCount: 1,
    correctCount: 0,
    wrongCount: 0,
    logNoteSubmitCount: 0,
    logNoteSpentTime: 0,
    confirmComment: '',
    permissions: { open: false, solve, inspect: false, recall: false, download: false },
  } as NoteView;
}

export interface SolverSetup {
  solutions?: NoteSolution[];
  solve?: boolean;
  save?: (input: CommandInput<'note.SAVE'>) => CommandData<'note.SAVE'> | Promise<CommandData<'note.SAVE'>>;
  submit?: (input: CommandInput<'note.SUBMIT'>) => CommandData<'note.SUBMIT'> | Promise<CommandData<'note.SUBMIT'>>;
}

const counts = { noteIdx: NOTE_IDX, noteStatus: 1 as const, questionCount: 3, solveCount: 1, correctCount: 0, wrongCount: 0 };

export const savedOk = (): CommandData<'note.SAVE'> => ({ result: { ...counts, savedDatetime: '2024-01-01T00:00:00Z' } });

/** Signs a student in and mocks the note's commands; returns the spies of note.SAVE and note.SUBMIT calls. */
export function setupSolver({ solutions = defaultSolutions(), solve = true, save = savedOk, submit }: SolverSetup = {}) {
  const saves: Array<CommandInput<'note.SAVE'>> = [];
  const submits: Array<CommandInput<'note.SUBMIT'>> = [];
  mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userTypeCd: 12, userId: 'student1' }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'note.VIEW': () => ({ result: noteView(solve) }),
    'note.NOTE_JSON': () => ({
      result: {
        agendaList: [
          {
            agendaNo: 1,
            agendaName: 'Fractions',
            pageList: [1, 2].map((pageNo) => ({
              agendaNo: 1,
              pageNo,
              pageName: `${pageNo}`,
              width: 1000,
              height: 1414,
              imgUrl: '',
              check: false,
              ink: { strokes: [] },
              seq: 0,
            })),
          },
        ],
        solutionList: solutions,
      },
    }),
    'note.SAVE': (input) => {
      saves.push(input);
      return save(input);
    },
    'note.SUBMIT': (input) => {
      submits.push(input);
      return submit ? submit(input) : { result: { ...counts, noteStatus: 2, autoReviewed: 2, leftForTeacher: 1 } };
    },
  });
  // Page images are not what these tests look at.
  vi.spyOn(api, 'download').mockRejectedValue(new Error('no images in component tests'));
  signIn({ user: { userTypeCd: 12, userId: 'student1' } });
  return { saves, submits };
}

export const SOLVER_PATH = `/demo/task/solve?taskIdx=9&noteIdx=${NOTE_IDX}`;
