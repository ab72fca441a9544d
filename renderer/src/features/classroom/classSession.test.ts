import { describe, expect, it, vi } from 'vitest';
import { ClassroomClose, ErrorCode, type ClassroomInk } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { BOARD_FRAMES_PER_TICK, ClassSession, HEARTBEAT_END_GRACE_MS, type ClassClientApi } from './classSession';
import { JoinHeadStart } from './headStart';
import { liveKey } from './whiteboard';
import { FakePeerConnection, FakeStream, type FakeTrack } from './testing/fakeRtc';
import { FakeSocket } from './testing/fakeSocket';
import { inClass, ink, joined, person, settle, welcome } from './testing/inClass';

describe('class session: the board hidden by its user', () => {
  it('stays hidden while the teacher draws on and says so until its user opens it', async () => {
    const { session, teacher } = await inClass();
    teacher.send(JSON.stringify({ t: 'ink', ink: ink('s1', [[0.1, 0.1, 0.5]]), at: 0 }));
    await settle();
    expect(session.store.getState().boardShown).toBe(true);
    session.setBoardShown(false);
    teacher.send(JSON.stringify({ t: 'ink', ink: ink('s1', [[0.2, 0.2, 0.5]]), at: 1 }));
    teacher.send(JSON.stringify({ t: 'ink', ink: ink('s2', [[0.3, 0.3, 0.5]]), at: 0 }));
    await settle();
    expect(session.store.getState()).toMatchObject({ boardShown: false, boardUnseen: true });
    session.setBoardShown(true);
    expect(session.store.getState()).toMatchObject({ boardShown: true, boardUnseen: false, boardDismissed: false });
  });
});

describe('class session: the whiteboard over data channels', () => {
  it("takes the teacher's points from the data channel and keeps each once when the server's copy follows", async () => {
    const { session, socket, teacher } = await inClass();
    teacher.send(JSON.stringify({ t: 'ink', ink: ink('s1', [[0.1, 0.1, 0.5]]), at: 0 }));
    teacher.send(JSON.stringify({ t: 'ink', ink: ink('s1', [[0.2, 0.2, 0.5]]), at: 1 }));
    await settle();
    expect(session.store.getState().board.live.get(liveKey('m1', 's1'))?.points).toHaveLength(2);
    expect(session.store.getState().boardShown).toBe(true);
    // The server's copy of points shown already wakes none of the store's listeners (the page's renders, the live canvas).
    const listener = vi.fn();
    const unsubscribe = session.store.subscribe(listener);
    socket.deliver({
      t: 'ink',
      from: 'm1',
      ink: ink('s1', [
        [0.1, 0.1, 0.5],
        [0.2, 0.2, 0.5],
      ]),
      at: 0,
    });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    teacher.send(JSON.stringify({ t: 'ink', ink: ink('s1', [], true), at: 2 }));
    await settle();
    socket.deliver({ t: 'ink', from: 'm1', ink: ink('s1', [], true), at: 2 });
    expect(session.store.getState().board.strokes.map((stroke) => stroke.points)).toEqual([
      [
        [0.1, 0.1, 0.5],
        [0.2, 0.2, 0.5],
      ],
    ]);
  });

  it('ignores data-channel ink from a student without the pen, and anything that is not a peer frame', async () => {
    const { session, socket, teacher, student } = await inClass();
    student.send(JSON.stringify({ t: 'ink', ink: ink('x', [[0.5, 0.5, 0.5]], true), at: 0 }));
    teacher.send('not json');
    teacher.send(JSON.stringify({ t: 'ink', ink: { ...ink('y', []), color: 'red' }, at: 0 }));
    teacher.send(JSON.stringify({ t: 'chat', text: 'hi' }));
    await settle();
    expect(session.store.getState().board.strokes).toEqual([]);
    expect(session.store.getState().board.live.size).toBe(0);
    // With the pen handed to the other student, its ink is taken.
    socket.deliver({ t: 'pen', to: 'm3' });
    student.send(JSON.stringify({ t: 'ink', ink: ink('x', [[0.5, 0.5, 0.5]], true), at: 0 }));
    await settle();
    expect(session.store.getState().board.strokes).toHaveLength(1);
  });

  it('sends our newest points to every open data channel, and our parts to the server', async () => {
    const { session, socket, teacher, student } = await inClass();
    socket.deliver({ t: 'pen', to: 'm7' });
    const received: unknown[] = [];
    teacher.onmessage = ({ data }) => received.push(JSON.parse(String(data)));
    student.onmessage = ({ data }) => received.push(JSON.parse(String(data)));
    session.drawNow(ink('mine', [[0.3, 0.3, 0.5]]), 4);
    session.draw(ink('mine', [[0.3, 0.3, 0.5]]));
    await settle();
    expect(received).toEqual([
      { t: 'ink', ink: ink('mine', [[0.3, 0.3, 0.5]]), at: 4 },
      { t: 'ink', ink: ink('mine', [[0.3, 0.3, 0.5]]), at: 4 },
    ]);
    expect(socket.sent.filter((frame) => frame.t === 'ink')).toEqual([{ t: 'ink', ink: ink('mine', [[0.3, 0.3, 0.5]]) }]);
  });
});

describe('class session: whether our ink reached everyone directly', () => {
  it('answers true while every other participant has an open channel, false once one has only the server', async () => {
    const { session, socket } = await inClass();
    socket.deliver({ t: 'pen', to: 'm7' });
    expect(session.drawNow(ink('mine', [[0.3, 0.3, 0.5]]), 0)).toBe(true);
    // A newcomer whose link is not up yet sees our ink through the server's relay only.
    socket.deliver({ t: 'joined', participant: person('m9', 'student') });
    await settle();
    expect(session.drawNow(ink('mine', [[0.4, 0.4, 0.5]]), 1)).toBe(false);
  });
});

describe('class session: the head start made while JOIN was on its way', () => {
  function withHeadStart() {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    const connections: FakePeerConnection[] = [];
    const createPeerConnection = (config: RTCConfiguration) => {
      const pc = new FakePeerConnection(config);
      connections.push(pc);
      return pc as unknown as RTCPeerConnection;
    };
    const createSocket = (url: string) => new FakeSocket(url) as unknown as WebSocket;
    const headStart = new JoinHeadStart('https://boda.example.kr', { mic: null, camera: null }, { createSocket, createPeerConnection });
    // Before JOIN answers: the socket is opening and the first offer is made.
    expect(FakeSocket.instances).toHaveLength(1);
    expect(connections).toHaveLength(1);
    const start = () => {
      const session = new ClassSession(
        joined,
        'https://boda.example.kr',
        { mic: null, camera: null, screen: null },
        {
          api: { send: vi.fn() } as unknown as ClassClientApi,
          onControlled: vi.fn(),
          createSocket,
          createPeerConnection,
          createStream: (tracks) => new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
          headStart,
        },
      );
      session.start();
      return session;
    };
    return { connections, start, socket: FakeSocket.latest() };
  }

  const offersSent = (socket: FakeSocket) =>
    socket.sent.flatMap((frame) => {
      const data = frame.data as { description?: { type: string; sdp: string } } | undefined;
      return frame.t === 'signal' && data?.description ? [{ to: frame.to, sdp: data.description.sdp }] : [];
    });

  it('says hello on the early socket and sends the prepared offer to the first one there at once', async () => {
    const { connections, start, socket } = withHeadStart();
    await settle();
    start();
    socket.open();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.sent[0]).toMatchObject({ t: 'hello' });
    socket.deliver(welcome());
    // In the welcome's own task: before the room's first render, which a microtask would wait for.
    expect(offersSent(socket).map((offer) => offer.to)).toEqual(['m1']);
    await settle();
    const [prepared, second] = connections;
    expect(connections).toHaveLength(2);
    expect(prepared.offersMade).toBe(1);
    expect(offersSent(socket)).toEqual([
      { to: 'm1', sdp: prepared.localDescription?.sdp },
      { to: 'm3', sdp: second.localDescription?.sdp },
    ]);
    expect(prepared.localDescription?.sdp).toContain('lines=audio,video,video;data=class');
  });

  it('drops the prepared link when the class has ICE servers (it was made without any)', async () => {
    const { connections, start, socket } = withHeadStart();
    start();
    socket.open();
    socket.deliver(welcome([{ urls: 'turn:turn.example.kr' }]));
    await settle();
    expect(connections[0].closed).toBe(true);
    expect(connections.slice(1).map((pc) => pc.config.iceServers)).toEqual([
      [{ urls: 'turn:turn.example.kr' }],
      [{ urls: 'turn:turn.example.kr' }],
    ]);
  });
});

describe('class session: recording', () => {
  it('tells the class when our recording starts and stops, and again on a new socket while it runs', async () => {
    const { session, socket } = await inClass();
    const told = () => socket.sent.filter((frame) => frame.t === 'recording');
    session.setRecording(true);
    session.setRecording(true);
    session.setRecording(false);
    session.setRecording(true);
    expect(told()).toEqual([
      { t: 'recording', on: true },
      { t: 'recording', on: false },
      { t: 'recording', on: true },
    ]);
    // A reconnect's welcome: the server's participant for the new socket is not recording yet.
    socket.deliver(welcome());
    await settle();
    expect(told()).toHaveLength(4);
    expect(told()[3]).toEqual({ t: 'recording', on: true });
    session.setRecording(false);
    socket.deliver(welcome());
    await settle();
    expect(told()).toHaveLength(5);
  });
});

describe('class session: the teacher lowers our hand', () => {
  it('puts our raised hand down and tells the class, and does nothing when it is down already', async () => {
    const { session, socket } = await inClass();
    session.setHand(true);
    socket.deliver({ t: 'control', action: 'lowerHand' });
    await settle();
    expect(session.store.getState().hand).toBe(false);
    expect(socket.sent.filter((frame) => frame.t === 'hand')).toEqual([
      { t: 'hand', up: true },
      { t: 'hand', up: false },
    ]);
    socket.deliver({ t: 'control', action: 'lowerHand' });
    await settle();
    expect(socket.sent.filter((frame) => frame.t === 'hand')).toHaveLength(2);
  });
});

describe('class session: erasing and undoing on the board', () => {
  const ids = (session: ClassSession) => session.store.getState().board.strokes.map((stroke) => stroke.strokeId);
  const sentSince = (socket: FakeSocket, count: number) => socket.sent.slice(count);

  it('erases for everyone, and undoes and redoes our own drawing and erasing, restored strokes under new ids', async () => {
    const { session, socket } = await inClass();
    socket.deliver({ t: 'pen', to: 'm7' });
    session.draw(
      ink(
        'A',
        [
          [0.1, 0.1, 0.5],
          [0.2, 0.2, 0.5],
        ],
        true,
      ),
    );
    // The eraser's drag: two calls, one step.
    session.erase(['A'], 'drag1');
    session.erase(['not-there'], 'drag1');
    expect(socket.sent.filter((frame) => frame.t === 'erase')).toEqual([{ t: 'erase', strokeIds: ['A'] }]);
    session.draw(ink('B', [[0.5, 0.5, 0.5]], true));
    expect(ids(session)).toEqual(['B']);

    let before = socket.sent.length;
    expect(session.undoBoard('undo')).toBe(true); // the stroke B goes
    expect(ids(session)).toEqual([]);
    expect(sentSince(socket, before)).toEqual([{ t: 'erase', strokeIds: ['B'] }]);

    before = socket.sent.length;
    expect(session.undoBoard('undo')).toBe(true); // the erased A comes back, as a new stroke
    const [restored] = session.store.getState().board.strokes;
    expect(restored.points).toEqual([
      [0.1, 0.1, 0.5],
      [0.2, 0.2, 0.5],
    ]);
    expect(restored.strokeId).not.toBe('A');
    expect(sentSince(socket, before)).toEqual([{ t: 'ink', ink: { ...restored, done: true } }]);
    // Undoing the drawing of A now takes the restored stroke; then there is nothing left to undo.
    before = socket.sent.length;
    expect(session.undoBoard('undo')).toBe(true);
    expect(sentSince(socket, before)).toEqual([{ t: 'erase', strokeIds: [restored.strokeId] }]);
    expect(session.undoBoard('undo')).toBe(false);
    // Redo draws A again (a new id), erases it again, and draws B again.
    expect(session.undoBoard('redo')).toBe(true);
    const [again] = session.store.getState().board.strokes;
    expect(again.points).toEqual(restored.points);

    before = socket.sent.length;
    expect(session.undoBoard('redo')).toBe(true); // erasing again names the stroke as it is now
    expect(sentSince(socket, before)).toEqual([{ t: 'erase', strokeIds: [again.strokeId] }]);
    expect(session.undoBoard('redo')).toBe(true); // B drawn again
    expect(session.store.getState().board.strokes.map((stroke) => stroke.points)).toEqual([[[0.5, 0.5, 0.5]]]);
    expect(session.undoBoard('redo')).toBe(false);
  });

  it('sends a long restored stroke in parts a frame can carry, and forgets the steps when the board is cleared', async () => {
    const { session, socket } = await inClass();
    socket.deliver({ t: 'pen', to: 'm7' });
    const points = Array.from({ length: 1200 }, (_, i): [number, number, number] => [i / 1200, 0.5, 0.5]);
    session.draw(ink('long', points, true));
    session.erase(['long'], 'drag');
    const before = socket.sent.length;
    session.undoBoard('undo');
    const parts = sentSince(socket, before).map((frame) => (frame.t === 'ink' ? (frame.ink as ClassroomInk) : null));
    expect(parts.map((part) => [part?.points.length, part?.done])).toEqual([
      [500, false],
      [500, false],
      [200, true],
    ]);
    expect(new Set(parts.map((part) => part?.strokeId)).size).toBe(1);
    expect(parts.flatMap((part) => part?.points ?? [])).toEqual(points);

    socket.deliver({ t: 'clear' });
    await settle();
    expect(session.store.getState().boardHistory).toEqual({ undo: [], redo: [] });
    expect(session.undoBoard('undo')).toBe(false);
  });

  it('paces the frames of a large undo under the socket limit, and nothing of the board overtakes them', async () => {
    const { session, socket } = await inClass();
    socket.deliver({ t: 'pen', to: 'm7' });
    const points = Array.from({ length: 1200 }, (_, i): [number, number, number] => [i / 1200, 0.5, 0.5]);
    for (let n = 0; n < 150; n += 1) session.draw(ink(`s${n}`, points, true));
    session.erase(
      Array.from({ length: 150 }, (_, n) => `s${n}`),
      'sweep',
    );
    vi.useFakeTimers();
    try {
      const before = socket.sent.length;
      session.undoBoard('undo'); // 150 strokes of 3 parts each: 450 frames
      expect(socket.sent.length - before).toBe(BOARD_FRAMES_PER_TICK);
      session.undoBoard('redo'); // their erase waits behind them
      await vi.advanceTimersByTimeAsync(1000);
      expect(socket.sent.length - before).toBe(2 * BOARD_FRAMES_PER_TICK);
      await vi.advanceTimersByTimeAsync(10_000);
      const sent = socket.sent.slice(before);
      expect(sent.filter((frame) => frame.t === 'ink')).toHaveLength(450);
      expect(sent.map((frame) => frame.t).lastIndexOf('ink')).toBeLessThan(sent.map((frame) => frame.t).indexOf('erase'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes what another participant erased from our board', async () => {
    const { session, socket } = await inClass();
    socket.deliver({ t: 'ink', from: 'm1', ink: ink('T1', [[0.1, 0.1, 0.5]], true), at: 0 });
    socket.deliver({ t: 'ink', from: 'm1', ink: ink('T2', [[0.2, 0.2, 0.5]], true), at: 0 });
    socket.deliver({ t: 'erase', strokeIds: ['T1'] });
    await settle();
    expect(ids(session)).toEqual(['T2']);
  });
});

describe('class session: the teacher mutes everyone', () => {
  it('sends a mute to every other participant whose microphone is on, and to nobody else', async () => {
    const { session, socket } = await inClass();
    const withMic = (peerId: string, role: 'teacher' | 'student', mic: boolean) => ({
      ...person(peerId, role),
      media: { mic, camera: false, screen: false },
    });
    socket.deliver({ t: 'participant', participant: withMic('m1', 'teacher', true) });
    socket.deliver({ t: 'participant', participant: withMic('m3', 'student', true) });
    socket.deliver({ t: 'joined', participant: withMic('m9', 'student', false) });
    await settle();
    expect(session.muteEveryone()).toBe(1);
    expect(socket.sent.filter((frame) => frame.t === 'control')).toEqual([{ t: 'control', to: 'm3', action: 'mute' }]);
  });
});

describe('class session: the end the heartbeat finds', () => {
  const over = { send: vi.fn(async () => ({ result: { meet: { live: false } } })) } as unknown as ClassClientApi;
  /** A server that no longer knows the attendee token (a removal or a replacing join revoked it). */
  const refused = {
    send: vi.fn(async () => {
      throw ApiError.fromCode(ErrorCode.UNAUTHORIZED);
    }),
  } as unknown as ClassClientApi;
  /** The heartbeat's call now (its timer was made with the real clock, before the fake one). */
  const beat = (session: ClassSession) => (session as unknown as { beat(): Promise<void> }).beat();

  it("waits for the socket's end, which says an operator closed the class", async () => {
    const { session, socket } = await inClass(undefined, over);
    vi.useFakeTimers();
    try {
      await beat(session);
      expect(session.store.getState().phase).toBe('live');
      socket.deliver({ t: 'ended', reason: 'closed' });
      expect(session.store.getState().phase).toBe('closed');
      await vi.advanceTimersByTimeAsync(HEARTBEAT_END_GRACE_MS);
      expect(session.store.getState().phase).toBe('closed');
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the operator's close to a page that was reconnecting when it came", async () => {
    const { session, socket } = await inClass();
    vi.useFakeTimers();
    try {
      socket.drop(1006);
      expect(session.store.getState().reconnecting).toBe(true);
      await vi.advanceTimersByTimeAsync(30_000);
      const again = FakeSocket.latest();
      expect(again).not.toBe(socket);
      again.open();
      // The server answers the hello of an ended class with its end, then closes with 4410.
      again.deliver({ t: 'ended', reason: 'closed' });
      again.drop(ClassroomClose.ENDED);
      expect(session.store.getState().phase).toBe('closed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the removal the socket reports, not the refused heartbeat that came first or after', async () => {
    const { session, socket } = await inClass(undefined, refused);
    vi.useFakeTimers();
    try {
      // The removal revoked the token before the socket's close reached the page.
      await beat(session);
      expect(session.store.getState().phase).toBe('live');
      socket.drop(ClassroomClose.REMOVED);
      expect(session.store.getState().phase).toBe('removed');
      // A heartbeat that was already on its way is answered after the close.
      await beat(session);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_END_GRACE_MS);
      expect(session.store.getState().phase).toBe('removed');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['an ended class', 'ended', () => over],
    ['a refused token', 'unauthorized', () => refused],
  ] as const)('ends the page itself on %s when the socket says nothing in time', async (_, phase, api) => {
    const { session } = await inClass(undefined, api());
    vi.useFakeTimers();
    try {
      await beat(session);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_END_GRACE_MS - 100);
      expect(session.store.getState().phase).toBe('live');
      await vi.advanceTimersByTimeAsync(100);
      expect(session.store.getState().phase).toBe(phase);
    } finally {
      vi.useRealTimers();
    }
  });
});
