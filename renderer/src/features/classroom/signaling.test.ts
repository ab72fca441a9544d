import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassroomClose } from '@boda/contract';
import { PING_EVERY_MS, SignalingConnection, SILENT_LIMIT_MS } from './signaling';
import { FakeSocket } from './testing/fakeSocket';

/** Every connection a test made: closed after it, so none answers the next test's online and offline events. */
const made: SignalingConnection[] = [];

function connection(early?: FakeSocket) {
  const statuses: string[] = [];
  const finals: number[] = [];
  const signaling = new SignalingConnection({
    url: 'ws://127.0.0.1/open/classroom/ws',
    hello: () => ({ t: 'hello', attendeeToken: 'attendee-token-0123456789', media: { camera: true, mic: true, screen: false } }),
    onFrame: () => undefined,
    onStatus: (status) => statuses.push(status),
    onFinalClose: (code) => finals.push(code),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    ...(early ? { socket: early as unknown as WebSocket } : {}),
  });
  made.push(signaling);
  return { signaling, statuses, finals };
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  for (const signaling of made.splice(0)) signaling.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const welcome = { t: 'welcome', you: {}, participants: [], strokes: [], chat: [], pen: null, iceServers: [], meshLimit: 6 } as never;

describe('signaling connection', () => {
  it('says hello first, with the attendee token in the frame and not in the URL', () => {
    const { signaling } = connection();
    signaling.open();
    FakeSocket.latest().open();
    expect(FakeSocket.latest().url).not.toContain('attendee');
    expect(FakeSocket.latest().sent[0]).toMatchObject({ t: 'hello', attendeeToken: 'attendee-token-0123456789' });
  });

  it('takes over a socket opened while JOIN was on its way: hello as soon as it is open, or at once if it already is', () => {
    const opening = new FakeSocket('ws://early');
    connection(opening).signaling.open();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(opening.sent).toEqual([]);
    opening.open();
    expect(opening.sent[0]).toMatchObject({ t: 'hello' });

    const open = new FakeSocket('ws://early');
    open.open();
    connection(open).signaling.open();
    expect(open.sent[0]).toMatchObject({ t: 'hello' });

    // One that closed meanwhile is not used: a new connection is made.
    const closed = new FakeSocket('ws://early');
    closed.drop(1006);
    connection(closed).signaling.open();
    expect(FakeSocket.latest().url).toBe('ws://127.0.0.1/open/classroom/ws');
  });

  it('comes back after an abnormal close with growing waits, and hellos again', () => {
    const { signaling, statuses } = connection();
    signaling.open();
    FakeSocket.latest().open();
    FakeSocket.latest().deliver(welcome);
    FakeSocket.latest().drop(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().drop(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent[0]).toMatchObject({ t: 'hello' });
    FakeSocket.latest().deliver(welcome);
    expect(statuses.at(-1)).toBe('open');
  });

  it('stays closed and reports why when the server ended, removed, replaced or refused us', () => {
    for (const code of [
      ClassroomClose.ENDED,
      ClassroomClose.REMOVED,
      ClassroomClose.REPLACED,
      ClassroomClose.ROOM_FULL,
      ClassroomClose.UNAUTHORIZED,
    ]) {
      FakeSocket.instances = [];
      const { signaling, finals } = connection();
      signaling.open();
      FakeSocket.latest().open();
      FakeSocket.latest().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.instances).toHaveLength(1);
      expect(finals).toEqual([code]);
    }
  });

  it('gives up a socket that went silent (a network gone without a close) and reconnects; one that answers stays', () => {
    const { signaling, statuses } = connection();
    signaling.open();
    FakeSocket.latest().open();
    FakeSocket.latest().deliver(welcome);
    // Answered pings keep it.
    for (let t = 0; t < SILENT_LIMIT_MS * 2; t += PING_EVERY_MS) {
      vi.advanceTimersByTime(PING_EVERY_MS);
      FakeSocket.latest().deliver({ t: 'pong' } as never);
    }
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().sent.filter((f) => f.t === 'ping').length).toBeGreaterThan(4);
    // A hidden tab's timer may run once a minute: a quiet minute with its ping answered is not a dead socket.
    vi.setSystemTime(Date.now() + 60_000);
    vi.advanceTimersByTime(PING_EVERY_MS);
    FakeSocket.latest().deliver({ t: 'pong' } as never);
    vi.setSystemTime(Date.now() + 60_000);
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(statuses.at(-1)).toBe('open');
    // Then nothing comes back.
    vi.advanceTimersByTime(SILENT_LIMIT_MS + PING_EVERY_MS);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(FakeSocket.instances[0]!.readyState).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent[0]).toMatchObject({ t: 'hello' });
  });

  it('drops the socket when the computer goes offline and reconnects at once when it is back', () => {
    const { signaling, statuses } = connection();
    signaling.open();
    FakeSocket.latest().open();
    FakeSocket.latest().deliver(welcome);
    FakeSocket.latest().drop(1006);
    vi.advanceTimersByTime(1000);
    FakeSocket.latest().open();
    FakeSocket.latest().deliver(welcome);
    window.dispatchEvent(new Event('offline'));
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(FakeSocket.instances).toHaveLength(2);
    // Online again: no wait for the backoff.
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.latest().open();
    FakeSocket.latest().deliver(welcome);
    expect(statuses.at(-1)).toBe('open');
    // Online while connected changes nothing; after leaving, neither event does anything.
    window.dispatchEvent(new Event('online'));
    signaling.close();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('does not come back after leaving on purpose', () => {
    const { signaling, finals } = connection();
    signaling.open();
    FakeSocket.latest().open();
    signaling.close();
    expect(FakeSocket.latest().closedWith).toBe(ClassroomClose.NORMAL);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(finals).toEqual([]);
  });
});
