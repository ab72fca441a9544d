import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  CLASS_CLIENT_PATH,
  CLASSROOM_ERASE_MAX,
  ClassroomClose,
  ClassroomControl,
  ErrorCode,
  type ClassroomClientFrame,
  type ClassroomInk,
  type ClassroomMediaState,
  classroomPeerFrameSchema,
  type ClassroomServerFrame,
  type CommandData,
} from '@boda/contract';
import { isApiError } from '../../api/errors';
import {
  applyInk,
  emptyBoard,
  emptyHistory,
  eraseStrokes,
  newStrokeId,
  nextStep,
  recordStep,
  strokeParts,
  type BoardHistory,
} from './whiteboard';
import { MediaSlot, MeshController, type RemoteMedia } from './mesh';
import { initialRoomState, othersMayDraw, reduceFrame, studentsWithMicOn, type RoomPhase, type RoomState } from './roomState';
import { SignalingConnection } from './signaling';
import type { DeviceChoice } from './localMedia';
import { classroomSocketUrl, type JoinHeadStart } from './headStart';

export type JoinAnswer = CommandData<'classClient.JOIN'>['result'];

/** The class-client commands the session speaks (the app's api.send, narrowed so tests can fake it). */
export interface ClassClientApi {
  send(
    name: 'classClient.HEARTBEAT' | 'classClient.START' | 'classClient.END',
    input: { attendeeToken: string },
  ): Promise<CommandData<'classClient.HEARTBEAT'>>;
  send(name: 'classClient.LEAVE', input: { attendeeToken: string }): Promise<CommandData<'classClient.LEAVE'>>;
}

export interface ClassSessionDeps {
  api: ClassClientApi;
  /** Told when the teacher turned something of ours off (a toast). */
  onControlled(action: 'mute' | 'stopCamera' | 'lowerHand'): void;
  createSocket?: (url: string) => WebSocket;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  createStream?: (tracks: MediaStreamTrack[]) => MediaStream;
  /** The socket and the first offer made while JOIN was on its way. */
  headStart?: JoinHeadStart;
}

export interface LocalTracks {
  mic: MediaStreamTrack | null;
  camera: MediaStreamTrack | null;
  screen: MediaStreamTrack | null;
}

export interface SessionState extends RoomState {
  media: ClassroomMediaState;
  hand: boolean;
  /** Whether this page records the class (a teacher's): the others are told, again after a reconnect. */
  recording: boolean;
  /** Bumped when a local track or our media changed (the self view redraws, the recording takes new sound). */
  localVersion: number;
  /** This participant's own board changes, for undo and redo (emptied when the board is cleared). */
  boardHistory: BoardHistory;
  /** The camera and microphone in use, or last used (turned on again, they open the same ones). */
  devices: DeviceChoice;
  /** The participant this page shows large (its own choice, nobody else's), or null. */
  pinned: string | null;
}

/** The device a track comes from (null where the browser does not say). */
function deviceOf(track: MediaStreamTrack | null): string | null {
  return track?.getSettings?.().deviceId ?? null;
}

/** Board frames sent at once, and then each tick: half the socket's rate (CLASSROOM_FRAMES_PER_SEC), room for the rest. */
export const BOARD_FRAMES_PER_TICK = 60;
const BOARD_TICK_MS = 1000;

/** Erase frames for these strokes, as many as it takes (CLASSROOM_ERASE_MAX ids each). */
function eraseFrames(strokeIds: string[]): ClassroomClientFrame[] {
  const frames: ClassroomClientFrame[] = [];
  for (let at = 0; at < strokeIds.length; at += CLASSROOM_ERASE_MAX) {
    frames.push({ t: 'erase', strokeIds: strokeIds.slice(at, at + CLASSROOM_ERASE_MAX) });
  }
  return frames;
}

/** How long an end the heartbeat found waits for the socket's (which checks every 2 s; hub.ts). */
export const HEARTBEAT_END_GRACE_MS = 5_000;

const FINAL_PHASES: ReadonlySet<RoomPhase> = new Set(['ended', 'closed', 'left', 'removed', 'replaced', 'full', 'unauthorized', 'failed']);

export function isFinalPhase(phase: RoomPhase): boolean {
  return FINAL_PHASES.has(phase);
}

function phaseOfClose(code: number): RoomPhase {
  switch (code) {
    case ClassroomClose.ENDED:
      return 'ended';
    case ClassroomClose.REMOVED:
      return 'removed';
    case ClassroomClose.REPLACED:
      return 'replaced';
    case ClassroomClose.ROOM_FULL:
      return 'full';
    case ClassroomClose.UNAUTHORIZED:
      return 'unauthorized';
    default:
      return 'failed';
  }
}

/**
 * One participant's class after JOIN: the class-client life (HEARTBEAT, START for the leader, LEAVE,
 * END), the signaling socket and the mesh, and the local tracks. The page renders its store; the
 * controls call its methods. Kept out of React so its behaviour is tested with fakes.
 */
export class ClassSession {
  readonly store: StoreApi<SessionState>;
  readonly mesh: MeshController;
  private readonly signaling: SignalingConnection;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  /** Board frames waiting for their turn (sendBoard), and the tick that sends the next of them. */
  private readonly boardQueue: ClassroomClientFrame[] = [];
  private boardTick: ReturnType<typeof setTimeout> | null = null;
  /** The heartbeat found the class over: the ordinary end, unless the socket's own end (with its reason) comes first. */
  private endingByHeartbeat: ReturnType<typeof setTimeout> | null = null;
  private readonly onPageHide = () => this.leaveOnUnload();

  constructor(
    readonly joined: JoinAnswer,
    readonly serverOrigin: string,
    readonly tracks: LocalTracks,
    private readonly deps: ClassSessionDeps,
  ) {
    this.store = createStore<SessionState>(() => ({
      ...initialRoomState,
      media: { mic: tracks.mic?.enabled === true, camera: tracks.camera !== null, screen: false },
      hand: false,
      recording: false,
      localVersion: 0,
      boardHistory: emptyHistory,
      devices: { cameraId: deviceOf(tracks.camera), micId: deviceOf(tracks.mic) },
      pinned: null,
    }));
    // Replaced by the server's name for us (welcome) before any link is made.
    this.mesh = new MeshController('', {
      createPeerConnection: deps.createPeerConnection ?? ((config) => new RTCPeerConnection(config)),
      createStream: deps.createStream ?? ((list) => new MediaStream(list)),
      sendSignal: (to, data) => this.send({ t: 'signal', to, data }),
      onChange: () => this.store.setState((state) => ({ mediaVersion: state.mediaVersion + 1 })),
      onData: (from, data) => this.onPeerData(from, data),
      log: (message, error) => console.warn(message, error),
    });
    this.mesh.setLocalTrack(MediaSlot.AUDIO, tracks.mic);
    this.mesh.setLocalTrack(MediaSlot.CAMERA, tracks.camera);
    this.signaling = new SignalingConnection({
      url: classroomSocketUrl(serverOrigin),
      hello: () => ({ t: 'hello', attendeeToken: joined.attendeeToken, media: this.store.getState().media }),
      onFrame: (frame) => this.onFrame(frame),
      onStatus: (status) => this.store.setState({ reconnecting: status === 'reconnecting' }),
      onFinalClose: (code) => this.finish(phaseOfClose(code)),
      ...(deps.createSocket ? { createSocket: deps.createSocket } : {}),
      ...(deps.headStart ? { socket: deps.headStart.socket } : {}),
    });
  }

  get attendeeToken(): string {
    return this.joined.attendeeToken;
  }

  start(): void {
    this.signaling.open();
    const everyMs = Math.max(5, this.joined.heartbeatSec) * 1000;
    this.heartbeat = setInterval(() => void this.beat(), everyMs);
    if (this.joined.leader && !this.joined.meet.startDatetime) void this.call('classClient.START');
    window.addEventListener('pagehide', this.onPageHide);
  }

  async leave(): Promise<void> {
    if (isFinalPhase(this.store.getState().phase)) return;
    this.finish('left');
    try {
      await this.deps.api.send('classClient.LEAVE', { attendeeToken: this.attendeeToken });
    } catch (error) {
      console.warn('[classroom] LEAVE failed', error);
    }
  }

  /** Teacher: END through the class-client API first (it is what counts), then close everyone's page now. */
  async endForEveryone(): Promise<void> {
    await this.deps.api.send('classClient.END', { attendeeToken: this.attendeeToken });
    this.send({ t: 'end' });
    this.finish('ended');
  }

  setMedia(change: Partial<ClassroomMediaState>): void {
    const media = { ...this.store.getState().media, ...change };
    this.store.setState((state) => ({ media, localVersion: state.localVersion + 1, you: state.you ? { ...state.you, media } : null }));
    this.send({ t: 'media', media });
  }

  setTrack(slot: 'mic' | 'camera' | 'screen', track: MediaStreamTrack | null): void {
    const old = this.tracks[slot];
    if (old && old !== track) old.stop();
    this.tracks[slot] = track;
    const deviceId = deviceOf(track);
    const devices = this.store.getState().devices;
    this.store.setState((state) => ({
      localVersion: state.localVersion + 1,
      ...(deviceId !== null && slot !== 'screen' ? { devices: { ...devices, [slot === 'mic' ? 'micId' : 'cameraId']: deviceId } } : {}),
    }));
    this.mesh.setLocalTrack(slot === 'mic' ? MediaSlot.AUDIO : slot === 'camera' ? MediaSlot.CAMERA : MediaSlot.SCREEN, track);
  }

  /** The device to open next for the camera or microphone (a camera that is off opens it when turned on). */
  chooseDevice(slot: 'mic' | 'camera', deviceId: string): void {
    this.store.setState((state) => ({ devices: { ...state.devices, [slot === 'mic' ? 'micId' : 'cameraId']: deviceId } }));
  }

  /** Microphone on or off: the track stays (no new permission prompt), only its sound stops. */
  setMicOn(on: boolean): void {
    if (this.tracks.mic) this.tracks.mic.enabled = on;
    this.setMedia({ mic: on && this.tracks.mic !== null });
  }

  /** The teacher's recorder started or stopped: everyone in the class is shown it. */
  setRecording(on: boolean): void {
    if (this.store.getState().recording === on) return;
    this.store.setState({ recording: on });
    this.send({ t: 'recording', on });
  }

  setHand(up: boolean): void {
    this.store.setState((state) => ({ hand: up, you: state.you ? { ...state.you, hand: up } : null }));
    this.send({ t: 'hand', up });
  }

  sendChat(text: string): boolean {
    return this.send({ t: 'chat', text });
  }

  /** A part of our stroke for the server (it relays it to everyone and keeps the finished stroke); a finished one can be undone. */
  draw(ink: ClassroomInk): void {
    const you = this.store.getState().you;
    if (!you) return;
    this.store.setState((state) => {
      const board = applyInk(state.board, you.peerId, ink);
      const drawn = ink.done && board.strokes.length > state.board.strokes.length ? board.strokes[board.strokes.length - 1] : undefined;
      return { board, ...(drawn ? { boardHistory: recordStep(state.boardHistory, { kind: 'add', strokes: [drawn] }) } : {}) };
    });
    this.sendBoard([{ t: 'ink', ink }]);
  }

  /** Takes strokes off the board for everyone (the eraser: `gesture` names its drag, one undo step). */
  erase(strokeIds: readonly string[], gesture?: string): void {
    const { board, boardHistory } = this.store.getState();
    const ids = new Set(strokeIds);
    const strokes = board.strokes.filter((stroke) => ids.has(stroke.strokeId));
    if (strokes.length === 0) return;
    this.store.setState({
      board: eraseStrokes(board, [...ids]),
      boardHistory: recordStep(boardHistory, { kind: 'erase', strokes, ...(gesture !== undefined ? { gesture } : {}) }),
    });
    this.sendBoard(eraseFrames(strokes.map((stroke) => stroke.strokeId)));
  }

  /** Undoes (or redoes) this participant's last change to the board; false when there is none. */
  undoBoard(direction: 'undo' | 'redo' = 'undo'): boolean {
    const { you, board, boardHistory } = this.store.getState();
    const step = you ? nextStep(boardHistory, direction) : null;
    if (!you || !step) return false;
    const erased = step.erase.map((stroke) => stroke.strokeId);
    // Drawn again as new strokes: the others finished the old ids already and would take no part of them.
    const restored = step.restore.map((stroke) => ({ ...stroke, strokeId: newStrokeId(), done: true }));
    let next = eraseStrokes(board, erased);
    for (const stroke of restored) next = applyInk(next, you.peerId, stroke);
    this.store.setState({ board: next, boardHistory: step.after(restored) });
    this.sendBoard([
      ...eraseFrames(erased),
      ...restored.flatMap((stroke) => strokeParts(stroke).map((part): ClassroomClientFrame => ({ t: 'ink', ink: part }))),
    ]);
    return true;
  }

  /**
   * The newest points of our stroke straight to every peer with an open data channel (`at`: the first
   * one's index). Answers whether every other participant got them that way.
   */
  drawNow(ink: ClassroomInk, at: number): boolean {
    const { you, others } = this.store.getState();
    if (!you) return false;
    const reached = new Set(this.mesh.sendData(JSON.stringify({ t: 'ink', ink, at })));
    return others.every((other) => reached.has(other.peerId));
  }

  clearBoard(): void {
    this.store.setState({ board: emptyBoard(), boardHistory: emptyHistory });
    this.send({ t: 'clear' });
  }

  /** Shows a participant large on this page (null: the grid again). */
  pin(peerId: string | null): void {
    this.store.setState({ pinned: peerId });
  }

  /** The user shows or hides the board on this page (hidden, others' ink no longer opens it). */
  setBoardShown(shown: boolean): void {
    this.store.setState({ boardShown: shown, boardDismissed: !shown, boardUnseen: false });
  }

  givePen(to: string | null): void {
    this.store.setState({ pen: to });
    this.send({ t: 'pen', to });
  }

  control(to: string, action: (typeof ClassroomControl)[keyof typeof ClassroomControl]): void {
    this.send({ t: 'control', to, action });
  }

  /** The teacher's "mute everyone": every other participant whose microphone is on; answers how many. */
  muteEveryone(): number {
    const speaking = studentsWithMicOn(this.store.getState());
    for (const other of speaking) this.control(other.peerId, ClassroomControl.MUTE);
    return speaking.length;
  }

  remoteOf(peerId: string): RemoteMedia {
    return this.mesh.remoteOf(peerId);
  }

  /**
   * The board's frames, in order. Most go at once; an undo that brings back a large erasure makes more
   * than the socket takes in one burst (CLASSROOM_FRAME_BURST), so whatever is beyond BOARD_FRAMES_PER_TICK
   * waits for the next tick, a second later, and every board frame after it queues behind (an erase must
   * never overtake the strokes it names).
   */
  private sendBoard(frames: ClassroomClientFrame[]): void {
    this.boardQueue.push(...frames);
    if (this.boardTick === null) this.drainBoard();
  }

  private drainBoard(): void {
    this.boardTick = null;
    for (const frame of this.boardQueue.splice(0, BOARD_FRAMES_PER_TICK)) this.send(frame);
    if (this.boardQueue.length > 0) this.boardTick = setTimeout(() => this.drainBoard(), BOARD_TICK_MS);
  }

  private send(frame: ClassroomClientFrame): boolean {
    return this.signaling.send(frame);
  }

  /** A peer's data-channel message: checked like a server frame would be, and only ink of someone who may draw. */
  private onPeerData(from: string, data: string): void {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = classroomPeerFrameSchema.safeParse(json);
    if (!parsed.success || !othersMayDraw(this.store.getState(), from)) return;
    this.onFrame({ t: 'ink', from, ink: parsed.data.ink, at: parsed.data.at });
  }

  private onFrame(frame: ClassroomServerFrame): void {
    if (isFinalPhase(this.store.getState().phase)) return;
    // The offers first: the render the new state starts (the whole room, the first time) runs before
    // any later microtask, and the others wait for these offers to answer.
    if (frame.t === 'welcome') this.connectAll(frame);
    this.store.setState((state) => reduceFrame(state, frame));
    const phase = this.store.getState().phase;
    if (isFinalPhase(phase)) {
      this.finish(phase);
      return;
    }
    switch (frame.t) {
      case 'welcome':
        this.store.setState({ media: frame.you.media, hand: frame.you.hand });
        // A new socket starts as not recording: a recorder still running here says so again.
        if (this.store.getState().recording) this.send({ t: 'recording', on: true });
        return;
      case 'joined':
        this.mesh.expect(frame.participant.peerId);
        return;
      case 'left':
        this.mesh.drop(frame.peerId);
        return;
      case 'clear':
        this.store.setState({ boardHistory: emptyHistory });
        return;
      case 'signal':
        void this.mesh.onSignal(frame.from, frame.data);
        return;
      case 'control':
        this.onControl(frame.action);
        return;
    }
  }

  /** A new socket (first or after a reconnect): the others wait for our offers. */
  private connectAll(welcome: Extract<ClassroomServerFrame, { t: 'welcome' }>): void {
    this.mesh.closeAll();
    this.mesh.setSelfId(welcome.you.peerId);
    this.mesh.setIceServers(welcome.iceServers);
    for (const participant of welcome.participants) {
      const prepared = this.deps.headStart?.takeLink(welcome.iceServers);
      if (prepared) this.mesh.connectWith(participant.peerId, prepared);
      else this.mesh.connectTo(participant.peerId);
    }
    this.deps.headStart?.dispose(false);
  }

  private onControl(action: (typeof ClassroomControl)[keyof typeof ClassroomControl]): void {
    if (action === ClassroomControl.MUTE) {
      this.setMicOn(false);
      this.deps.onControlled('mute');
    } else if (action === ClassroomControl.STOP_CAMERA) {
      this.setTrack('camera', null);
      this.setMedia({ camera: false });
      this.deps.onControlled('stopCamera');
    } else if (action === ClassroomControl.LOWER_HAND && this.store.getState().hand) {
      this.setHand(false);
      this.deps.onControlled('lowerHand');
    }
  }

  private async beat(): Promise<void> {
    let ending: RoomPhase | null = null;
    try {
      const answer = await this.deps.api.send('classClient.HEARTBEAT', { attendeeToken: this.attendeeToken });
      if (!answer.result.meet.live) ending = 'ended';
    } catch (error) {
      // A missed heartbeat is retried by the next one; only a token the server no longer knows ends the page.
      if (isApiError(error) && error.code === ErrorCode.UNAUTHORIZED) ending = 'unauthorized';
    }
    // The socket ends the class within seconds too, saying why (an operator's close; a removal or a
    // replacing join, which revoke the token first): it is given the time to, and the heartbeat's plain
    // answer stands only when it did not. An answer that comes after the page's end changes nothing.
    if (ending === null || isFinalPhase(this.store.getState().phase)) return;
    this.endingByHeartbeat ??= setTimeout(() => this.finish(ending), HEARTBEAT_END_GRACE_MS);
  }

  private async call(name: 'classClient.START'): Promise<void> {
    try {
      await this.deps.api.send(name, { attendeeToken: this.attendeeToken });
    } catch (error) {
      console.warn(`[classroom] ${name} failed`, error);
    }
  }

  /** The tab goes away without Leave: tell the server now (keepalive outlives the page). */
  private leaveOnUnload(): void {
    if (isFinalPhase(this.store.getState().phase)) return;
    void fetch(`${this.serverOrigin}${CLASS_CLIENT_PATH}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'LEAVE', attendeeToken: this.attendeeToken }),
    }).catch(() => undefined);
    this.finish('left');
  }

  /**
   * Every way out: stop the socket, the links, the heartbeat and our devices, and show the phase's screen.
   * The first way out is the one shown: a heartbeat answered after the socket said "removed" does not
   * turn it into "unauthorized".
   */
  finish(phase: RoomPhase): void {
    const shown = this.store.getState().phase;
    if (phase !== 'connecting' && phase !== 'live' && !isFinalPhase(shown)) this.store.setState({ phase, reconnecting: false });
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.endingByHeartbeat) clearTimeout(this.endingByHeartbeat);
    this.endingByHeartbeat = null;
    if (this.boardTick) clearTimeout(this.boardTick);
    this.boardTick = null;
    this.boardQueue.length = 0;
    this.heartbeat = null;
    window.removeEventListener('pagehide', this.onPageHide);
    this.signaling.close();
    this.deps.headStart?.dispose(false);
    this.mesh.closeAll();
    for (const slot of ['mic', 'camera', 'screen'] as const) this.tracks[slot]?.stop();
  }
}
