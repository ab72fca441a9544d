import {
  ClassroomControl,
  ClassroomEndReason,
  type ClassroomChatMessage,
  type ClassroomParticipant,
  type ClassroomServerFrame,
} from '@boda/contract';
import { emptyBoard, eraseStrokes, mergeInk, type BoardState } from './whiteboard';

/**
 * Where the page is: in the class, or one of the ways out of it (each has its own screen). `closed`: the
 * class ended because the school's operator closed it (monitoring), not by its teacher.
 */
export type RoomPhase = 'connecting' | 'live' | 'ended' | 'closed' | 'left' | 'removed' | 'replaced' | 'full' | 'unauthorized' | 'failed';

export interface RoomState {
  phase: RoomPhase;
  reconnecting: boolean;
  you: ClassroomParticipant | null;
  /** Everyone else, in order of arrival. */
  others: ClassroomParticipant[];
  chat: ClassroomChatMessage[];
  board: BoardState;
  boardShown: boolean;
  /**
   * This page's user hid the board: others' ink no longer opens it (until they open it again or the board
   * is cleared); `boardUnseen` then says ink came since.
   */
  boardDismissed: boolean;
  boardUnseen: boolean;
  /** Who holds the pen besides the teacher. */
  pen: string | null;
  iceServers: RTCIceServer[];
  /** Bumped when remote media changed (streams live outside the state). */
  mediaVersion: number;
}

export const initialRoomState: RoomState = {
  phase: 'connecting',
  reconnecting: false,
  you: null,
  others: [],
  chat: [],
  board: emptyBoard(),
  boardShown: false,
  boardDismissed: false,
  boardUnseen: false,
  pen: null,
  iceServers: [],
  mediaVersion: 0,
};

function upsert(list: ClassroomParticipant[], participant: ClassroomParticipant): ClassroomParticipant[] {
  const at = list.findIndex((entry) => entry.peerId === participant.peerId);
  if (at < 0) return [...list, participant];
  return list.map((entry, index) => (index === at ? participant : entry));
}

/** Another participant's ink part (ours were applied as they were drawn). */
function withInk(state: RoomState, frame: Extract<ClassroomServerFrame, { t: 'ink' }>): RoomState {
  if (frame.from === state.you?.peerId) return state;
  const board = mergeInk(state.board, frame.from, frame.ink, frame.at);
  // A copy of points shown already (the server's relay of what a data channel brought) changes nothing:
  // the same state, so none of the store's listeners runs for it.
  if (board === state.board && (state.boardShown || state.boardDismissed)) return state;
  // Ink is drawn to be seen: a board hidden here opens when someone draws on it, unless this page's user
  // hid it themselves (then its button says there is something new).
  if (state.boardDismissed) return { ...state, board, boardUnseen: true };
  return { ...state, board, boardShown: true };
}

/** One frame of the server into the page's state; side effects (the mesh, toasts) are the session's. */
export function reduceFrame(state: RoomState, frame: ClassroomServerFrame): RoomState {
  switch (frame.t) {
    case 'welcome':
      return {
        ...state,
        phase: 'live',
        reconnecting: false,
        you: frame.you,
        others: frame.participants,
        chat: frame.chat,
        board: emptyBoard(frame.strokes),
        // A late joiner to a class with something on its board sees it, as those present saw it drawn;
        // a reconnect's welcome keeps what this page chose.
        boardShown: state.boardShown || (state.you === null && frame.strokes.length > 0),
        pen: frame.pen,
        iceServers: frame.iceServers,
      };
    case 'joined':
    case 'participant':
      if (frame.participant.peerId === state.you?.peerId) return { ...state, you: frame.participant };
      return { ...state, others: upsert(state.others, frame.participant) };
    case 'left':
      return {
        ...state,
        others: state.others.filter((entry) => entry.peerId !== frame.peerId),
        pen: state.pen === frame.peerId ? null : state.pen,
      };
    case 'chat':
      return state.chat.some((message) => message.messageId === frame.message.messageId)
        ? state
        : { ...state, chat: [...state.chat, frame.message] };
    case 'ink':
      return withInk(state, frame);
    case 'erase':
      return { ...state, board: eraseStrokes(state.board, frame.strokeIds) };
    case 'clear':
      // A new board: the next drawing opens it again, also where the old one was hidden.
      return { ...state, board: emptyBoard(), boardDismissed: false, boardUnseen: false };
    case 'pen':
      return { ...state, pen: frame.to };
    case 'control':
      return frame.action === ClassroomControl.REMOVE ? { ...state, phase: 'removed' } : state;
    case 'ended':
      return { ...state, phase: frame.reason === ClassroomEndReason.CLOSED ? 'closed' : 'ended' };
    case 'signal':
    case 'pong':
      return state;
  }
}

/** Whether another participant may draw here (its data-channel ink is taken only then; the server checks its own). */
export function othersMayDraw(state: Pick<RoomState, 'others' | 'pen'>, peerId: string): boolean {
  return state.pen === peerId || state.others.some((other) => other.peerId === peerId && other.role === 'teacher');
}

/** The students whose microphone is on: those the teacher's "mute everyone" turns off. */
export function studentsWithMicOn(state: Pick<RoomState, 'others'>): ClassroomParticipant[] {
  return state.others.filter((other) => other.role !== 'teacher' && other.media.mic);
}

/** Teacher, or the participant the teacher handed the pen to. */
export function canDraw(state: Pick<RoomState, 'you' | 'pen'>): boolean {
  if (!state.you) return false;
  return state.you.role === 'teacher' || state.pen === state.you.peerId;
}
