import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'zustand/vanilla';
import type { ClassroomParticipant } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { BoardPanel } from './BoardPanel';
import type { ClassSession, SessionState } from './classSession';
import { initialRoomState } from './roomState';
import { emptyBoard, emptyHistory } from './whiteboard';

const uploadChatFile = vi.hoisted(() => vi.fn());
vi.mock('./chatFiles', () => ({ uploadChatFile }));
vi.mock('./whiteboard', async (actual) => ({
  ...(await actual<typeof import('./whiteboard')>()),
  boardImage: async () => new Blob(['png bytes'], { type: 'image/png' }),
}));

function person(peerId: string, userName: string, role: ClassroomParticipant['role']): ClassroomParticipant {
  return {
    peerId,
    userName,
    role,
    userIdx: Number(peerId.slice(1)),
    media: { camera: false, mic: false, screen: false },
    hand: false,
  } as ClassroomParticipant;
}

const teacher = person('m1', 'Teacher Park', 'teacher');
const han = person('m8', 'Student Han', 'student');
const yoon = person('m9', 'Student Yoon', 'student');

let lastSession: { undoBoard: ReturnType<typeof vi.fn> };

/** The board of one of three in the class (teacher Park, students Han and Yoon), on a session's store. */
function boardOf(you: ClassroomParticipant) {
  const state = {
    ...initialRoomState,
    phase: 'live',
    boardShown: true,
    you,
    others: [teacher, han, yoon].filter((other) => other.peerId !== you.peerId),
    media: { mic: false, camera: false, screen: false },
    hand: false,
    localVersion: 0,
    boardHistory: emptyHistory,
  } as SessionState;
  const store = createStore<SessionState>(() => state);
  const session = {
    store,
    draw: vi.fn(),
    drawNow: vi.fn(),
    clearBoard: vi.fn(),
    erase: vi.fn(),
    undoBoard: vi.fn(),
    attendeeToken: 'attendee-token-0123456789',
    joined: { meet: { meetCode: 'MX' } },
  };
  lastSession = session;
  render(
    <AppProviders client={createQueryClient()}>
      <BoardPanel session={session as unknown as ClassSession} />
    </AppProviders>,
  );
  return store;
}

beforeEach(async () => {
  // jsdom has no 2D canvas: one that draws nothing.
  const context = new Proxy({}, { get: () => () => undefined });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  await i18n.changeLanguage('en');
});

describe('the board panel', () => {
  it("names the student the teacher handed the pen to on another student's board, and the teacher again once it is back", async () => {
    const store = boardOf(yoon);
    const note = () => screen.getByTestId('classroom-board-no-pen');
    expect(note()).toHaveTextContent('The teacher has the pen.');
    act(() => store.setState({ pen: 'm8' }));
    expect(note()).toHaveTextContent('Student Han has the pen.');
    await act(() => i18n.changeLanguage('ko'));
    expect(note()).toHaveTextContent('Student Han님이 펜을 가지고 있습니다.');
    act(() => store.setState({ pen: null }));
    expect(note()).toHaveTextContent('선생님이 펜을 가지고 있습니다.');
  });

  it('gives the tools, not the note, to the student holding the pen', () => {
    const store = boardOf(han);
    expect(screen.getByTestId('classroom-board-no-pen')).toHaveTextContent('The teacher has the pen.');
    act(() => store.setState({ pen: 'm8' }));
    expect(screen.queryByTestId('classroom-board-no-pen')).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'Board tools' })).toBeInTheDocument();
  });
});

describe('the board panel: undo and redo', () => {
  it('offers undo once this participant changed the board, and redo once it undid, with the same keys as the pen', async () => {
    const store = boardOf(teacher);
    const undo = () => screen.getByTestId('classroom-board-undo');
    const redo = () => screen.getByTestId('classroom-board-redo');
    expect(undo()).toBeDisabled();
    expect(redo()).toBeDisabled();
    const stroke = { strokeId: 's1', tool: 'pen', color: '#1f1f1f', size: 0.0035, points: [[0.1, 0.1, 0.5]], done: true } as const;
    act(() => store.setState({ boardHistory: { undo: [{ kind: 'add', strokes: [{ ...stroke, points: [[0.1, 0.1, 0.5]] }] }], redo: [] } }));
    expect(undo()).toBeEnabled();
    expect(redo()).toBeDisabled();
    await userEvent.click(undo());
    await userEvent.keyboard('{Control>}z{/Control}{Control>}{Shift>}z{/Shift}{/Control}');
    expect(lastSession.undoBoard.mock.calls).toEqual([['undo'], ['undo'], ['redo']]);
    expect(screen.getByTestId('classroom-board-mode-eraser')).toBeInTheDocument();
  });
});

describe('the board panel: saving the board', () => {
  it("lets the teacher save the board to the class's chat files as a PNG, once there is something on it", async () => {
    uploadChatFile.mockResolvedValue(undefined);
    const store = boardOf(teacher);
    const save = () => screen.getByTestId('classroom-board-save');
    expect(save()).toBeDisabled();
    const stroke = { strokeId: 's1', tool: 'pen', color: '#1f1f1f', size: 0.0035, points: [[0.1, 0.1, 0.5]], done: true } as const;
    act(() => store.setState({ board: emptyBoard([{ ...stroke, points: [[0.1, 0.1, 0.5]] }]) }));
    await userEvent.click(save());
    expect(uploadChatFile).toHaveBeenCalledTimes(1);
    const [token, file] = uploadChatFile.mock.calls[0] as [string, File];
    expect(token).toBe('attendee-token-0123456789');
    expect(file.name).toMatch(/^board-MX-\d{12}\.png$/);
    expect(file.type).toBe('image/png');
    expect(await screen.findByText("The board is saved with the class's chat files.")).toBeInTheDocument();
  });

  it('is not offered to a student', () => {
    boardOf(yoon);
    expect(screen.queryByTestId('classroom-board-save')).toBeNull();
  });
});
