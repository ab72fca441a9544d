import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassroomParticipant, ClassroomServerFrame } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { mockApi, signOut } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { FakeSocket } from './testing/fakeSocket';
import { i18n } from '../../i18n';
import { defaultExec, makeTicket } from './testing/fakeTicket';
import { ink } from './testing/inClass';

const englishTicket = () => makeTicket({ ...defaultExec(), language: 'en' });

const meet = {
  roomCode: 'RROOM1',
  meetCode: 'MX',
  meetTitle: 'Math A',
  live: true,
  startDatetime: null,
  endDatetime: null,
  currentUserNum: 1,
};
const joinAnswer = (leader: boolean, rejoinToken = 'rejoin-token-1') => ({
  result: {
    attendeeToken: 'attendee-token-0123456789',
    heartbeatSec: 30,
    leader,
    mode: 'normal' as const,
    user: { userIdx: 7, userName: 'Kim', userTypeCd: 12 },
    meet,
    inviteCode: leader ? '622433871' : null,
    rejoinToken,
  },
});

function person(peerId: string, userName: string, role: ClassroomParticipant['role']): ClassroomParticipant {
  return {
    peerId,
    userIdx: Number(peerId.slice(1)),
    userName,
    role,
    media: { camera: false, mic: true, screen: false },
    hand: false,
    recording: false,
  };
}

/** The server's welcome to us, `you`, with the others present (no board, chat or pen yet). */
function welcome(you: ClassroomParticipant, participants: ClassroomParticipant[] = []): ClassroomServerFrame {
  return { t: 'welcome', you, participants, strokes: [], chat: [], pen: null, iceServers: [], meshLimit: 6 };
}

function setup(join: () => ReturnType<typeof joinAnswer> = () => joinAnswer(false)) {
  return mockApi({
    'classClient.JOIN': join,
    'classClient.HEARTBEAT': () => ({ result: { meet } }),
    'classClient.START': () => ({ result: { meet } }),
    'classClient.LEAVE': () => ({ result: { totalJoinTimeSec: 60 } }),
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signOut();
  window.sessionStorage.clear();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  // No camera or microphone in this machine: joining must still work.
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () => Promise.reject(Object.assign(new Error('none'), { name: 'NotFoundError' })),
      enumerateDevices: () => Promise.resolve([]),
    },
  });
});

async function joinClass(user = userEvent.setup()) {
  window.location.hash = `#ticket=${englishTicket()}`;
  renderApp('/classroom');
  await screen.findByTestId('classroom-prejoin');
  await user.click(screen.getByTestId('classroom-join'));
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  act(() => FakeSocket.latest().open());
  return user;
}

describe('web classroom page', () => {
  it('without a ticket says there is no class to join', async () => {
    window.location.hash = '';
    renderApp('/classroom');
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'missing');
  });

  it('joins without camera or microphone, says so, and only Join redeems the join token', async () => {
    const api = setup();
    window.location.hash = `#ticket=${englishTicket()}`;
    renderApp('/classroom');
    expect(await screen.findByText(/수학 A반/)).toBeInTheDocument();
    expect(await screen.findAllByTestId('classroom-prejoin-notice')).toHaveLength(2);
    expect(api).not.toHaveBeenCalledWith('classClient.JOIN', expect.anything());
    await userEvent.click(screen.getByTestId('classroom-join'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('classClient.JOIN', { joinToken: 'join-token-1' }));
  });

  it('a used join link says so (and a reload still does)', async () => {
    setup(() => {
      throw new ApiError('WB-401-001', 401);
    });
    window.location.hash = `#ticket=${englishTicket()}`;
    const first = renderApp('/classroom');
    await userEvent.click(await screen.findByTestId('classroom-join'));
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'used');
    first.unmount();
    renderApp('/classroom');
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'used');
  });

  it('a reload in the class comes back through the pre-join check with the rejoin token; after Leave, Join again does too', async () => {
    let joins = 0;
    const api = setup(() => {
      joins += 1;
      return joinAnswer(false, `rejoin-token-${joins}`);
    });
    const user = userEvent.setup();
    window.location.hash = `#ticket=${englishTicket()}`;
    const first = renderApp('/classroom');
    await user.click(await screen.findByTestId('classroom-join'));
    await screen.findByTestId('classroom-room');
    expect(api).toHaveBeenCalledWith('classClient.JOIN', { joinToken: 'join-token-1' });
    // The reload: this page goes, the tab's storage stays.
    first.unmount();
    renderApp('/classroom');
    expect(await screen.findByRole('heading', { name: 'Back to the class?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('classroom-join')).toHaveTextContent('Join again'));
    await user.click(screen.getByTestId('classroom-join'));
    await screen.findByTestId('classroom-room');
    expect(api).toHaveBeenLastCalledWith('classClient.JOIN', { joinToken: 'rejoin-token-1' });

    await user.click(screen.getByTestId('classroom-leave'));
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'left');
    await user.click(screen.getByTestId('classroom-exit-rejoin'));
    expect(await screen.findByTestId('classroom-prejoin')).toHaveAttribute('data-rejoin', 'true');
    await user.click(screen.getByTestId('classroom-join'));
    await screen.findByTestId('classroom-room');
    expect(api).toHaveBeenLastCalledWith('classClient.JOIN', { joinToken: 'rejoin-token-2' });
  });

  it('back after the class ended says it has ended, and a reload that the link is spent', async () => {
    let joins = 0;
    setup(() => {
      joins += 1;
      if (joins > 1) throw new ApiError('WB-400-025', 400);
      return joinAnswer(false);
    });
    window.location.hash = `#ticket=${englishTicket()}`;
    const first = renderApp('/classroom');
    await userEvent.click(await screen.findByTestId('classroom-join'));
    await screen.findByTestId('classroom-room');
    first.unmount();
    const second = renderApp('/classroom');
    await userEvent.click(await screen.findByTestId('classroom-join'));
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'ended');
    expect(screen.queryByTestId('classroom-exit-rejoin')).toBeNull();
    second.unmount();
    renderApp('/classroom');
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'used');
  });

  it('a full licence is told in the user words with its code, and the pre-join screen stays', async () => {
    setup(() => {
      throw new ApiError('WB-400-061', 400);
    });
    window.location.hash = `#ticket=${englishTicket()}`;
    renderApp('/classroom');
    await userEvent.click(await screen.findByTestId('classroom-join'));
    expect(await screen.findByText(/all licences are in use/)).toBeInTheDocument();
    expect(screen.getByText(/WB-400-061/)).toBeInTheDocument();
    expect(screen.getByTestId('classroom-prejoin')).toBeInTheDocument();
    // The socket opened while JOIN was on its way is closed again.
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().closedWith).toBe(1000);
  });

  it('in the class: hello with the token, the others on screen, chat both ways, then Leave', async () => {
    const api = setup();
    const user = await joinClass();
    const socket = FakeSocket.latest();
    expect(socket.sent[0]).toMatchObject({ t: 'hello', attendeeToken: 'attendee-token-0123456789', media: { camera: false, mic: false } });
    vi.stubGlobal('RTCPeerConnection', (await import('./testing/fakeRtc')).FakePeerConnection);
    vi.stubGlobal('MediaStream', (await import('./testing/fakeRtc')).FakeStream);
    act(() => socket.deliver(welcome(person('m7', 'Kim', 'student'), [person('m1', 'Lee Teacher', 'teacher')])));
    const tiles = await screen.findAllByTestId('classroom-tile');
    expect(tiles.map((tile) => tile.getAttribute('data-peer'))).toEqual(['m7', 'm1']);
    expect(within(tiles[1]).getByText('Teacher')).toBeInTheDocument();

    await user.click(screen.getByTestId('classroom-chat-toggle'));
    // Opened, the chat has the focus in its box: typing goes there at once.
    expect(screen.getByTestId('classroom-chat-input')).toHaveFocus();
    await user.keyboard('Hello class{Enter}');
    expect(socket.sent.at(-1)).toEqual({ t: 'chat', text: 'Hello class' });
    act(() =>
      socket.deliver({
        t: 'chat',
        message: { messageId: 'c1', from: 'm1', userName: 'Lee Teacher', sentAt: '2024-01-01T10:00:00Z', text: 'Welcome!', file: null },
      }),
    );
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();

    await user.click(screen.getByTestId('classroom-leave'));
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'left');
    expect(api).toHaveBeenCalledWith('classClient.LEAVE', { attendeeToken: 'attendee-token-0123456789' });
    expect(socket.closedWith).toBe(1000);
  });

  it("counts the others' messages that came while the chat was closed, and the teacher sees raised hands", async () => {
    setup(() => joinAnswer(true));
    const user = await joinClass();
    const socket = FakeSocket.latest();
    vi.stubGlobal('RTCPeerConnection', (await import('./testing/fakeRtc')).FakePeerConnection);
    vi.stubGlobal('MediaStream', (await import('./testing/fakeRtc')).FakeStream);
    const message = (messageId: string, from: string, text: string) => ({
      t: 'chat' as const,
      message: { messageId, from, userName: from, sentAt: '2024-01-01T10:00:00Z', text, file: null },
    });
    act(() =>
      socket.deliver({
        t: 'welcome',
        you: person('m1', 'Lee Teacher', 'teacher'),
        participants: [person('m7', 'Kim', 'student'), person('m8', 'Park', 'student')],
        strokes: [],
        // What was said before we came in is not new.
        chat: [message('c0', 'm7', 'Before you came').message],
        pen: null,
        iceServers: [],
        meshLimit: 6,
      }),
    );
    await screen.findByTestId('classroom-room');
    const chatButton = screen.getByTestId('classroom-chat-toggle');
    expect(screen.queryByTestId('classroom-chat-toggle-count')).toBeNull();

    act(() => socket.deliver(message('c1', 'm7', 'Page 12?')));
    act(() => socket.deliver(message('c2', 'm1', 'Our own words')));
    act(() => socket.deliver(message('c3', 'm8', 'Me too')));
    expect(await screen.findByTestId('classroom-chat-toggle-count')).toHaveTextContent('2');
    expect(chatButton).toHaveAccessibleName('Chat, 2 new');

    // Opening the chat reads them; a message while it is open is read too.
    await user.click(chatButton);
    expect(await screen.findByText('Me too')).toBeInTheDocument();
    expect(screen.queryByTestId('classroom-chat-toggle-count')).toBeNull();
    act(() => socket.deliver(message('c4', 'm8', 'Thanks')));
    await user.click(chatButton);
    expect(screen.queryByTestId('classroom-chat-toggle-count')).toBeNull();
    act(() => socket.deliver(message('c5', 'm7', 'One more')));
    expect(await screen.findByTestId('classroom-chat-toggle-count')).toHaveTextContent('1');

    // A student raises a hand: the teacher's participants button counts it, and lowering it clears it.
    act(() => socket.deliver({ t: 'participant', participant: { ...person('m8', 'Park', 'student'), hand: true } }));
    expect(await screen.findByTestId('classroom-participants-toggle-count')).toHaveTextContent('1');
    expect(screen.getByTestId('classroom-participants-toggle')).toHaveAccessibleName('Participants (3), hands raised: 1');
    act(() => socket.deliver({ t: 'participant', participant: person('m8', 'Park', 'student') }));
    await waitFor(() => expect(screen.queryByTestId('classroom-participants-toggle-count')).toBeNull());
  });

  it('the teacher muting us is told in a toast, and the class ending shows the ended screen', async () => {
    setup();
    await joinClass();
    const socket = FakeSocket.latest();
    act(() => socket.deliver(welcome(person('m7', 'Kim', 'student'))));
    await screen.findByTestId('classroom-room');
    act(() => socket.deliver({ t: 'control', action: 'mute' }));
    expect(await screen.findByText('The teacher turned your microphone off.')).toBeInTheDocument();
    act(() => socket.drop(4410));
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'ended');
    expect(screen.getByRole('heading', { name: 'The class has ended' })).toBeInTheDocument();
    expect(screen.queryByText(/operator/)).toBeNull();
  });

  it("a close from monitoring tells the participant the school's operator closed the class, in the ticket's language", async () => {
    setup();
    window.location.hash = `#ticket=${makeTicket(defaultExec())}`;
    renderApp('/classroom');
    await userEvent.click(await screen.findByTestId('classroom-join'));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.latest();
    act(() => socket.open());
    act(() => socket.deliver(welcome(person('m7', 'Kim', 'student'))));
    await screen.findByTestId('classroom-room');
    act(() => socket.deliver({ t: 'ended', reason: 'closed' }));
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'closed');
    expect(screen.getByRole('heading', { name: '운영자가 수업을 종료했습니다' })).toBeInTheDocument();
    expect(screen.getByText('학교 운영자가 이 수업을 종료했습니다. 참여해 주셔서 감사합니다.')).toBeInTheDocument();
    // The page is out of the class: its socket is closed by the page, not left to the server's close.
    expect(socket.closedWith).not.toBeNull();
  });

  it('tells the student handed the pen that they can draw, and when it is taken back, the board hidden', async () => {
    vi.stubGlobal('RTCPeerConnection', (await import('./testing/fakeRtc')).FakePeerConnection);
    vi.stubGlobal('MediaStream', (await import('./testing/fakeRtc')).FakeStream);
    setup();
    await joinClass();
    const socket = FakeSocket.latest();
    act(() =>
      socket.deliver(
        welcome(person('m7', 'Kim', 'student'), [person('m1', 'Teacher Park', 'teacher'), person('m9', 'Student Yoon', 'student')]),
      ),
    );
    await screen.findByTestId('classroom-room');
    expect(screen.queryByTestId('classroom-board')).toBeNull();
    act(() => socket.deliver({ t: 'pen', to: 'm7' }));
    expect(await screen.findByText('You can draw on the board now.')).toBeInTheDocument();
    act(() => socket.deliver({ t: 'pen', to: null }));
    expect(await screen.findByText('The teacher took the pen back: you can no longer draw on the board.')).toBeInTheDocument();
    // The pen going to another student is not news for this one.
    act(() => socket.deliver({ t: 'pen', to: 'm9' }));
    expect(screen.getAllByTestId('toast-info')).toHaveLength(2);
  });

  it('keeps the board hidden by the student while the teacher draws on, with a dot on its button until it is opened', async () => {
    vi.stubGlobal('RTCPeerConnection', (await import('./testing/fakeRtc')).FakePeerConnection);
    vi.stubGlobal('MediaStream', (await import('./testing/fakeRtc')).FakeStream);
    setup();
    const user = await joinClass();
    const socket = FakeSocket.latest();
    act(() => socket.deliver(welcome(person('m7', 'Kim', 'student'), [person('m1', 'Teacher Park', 'teacher')])));
    const stroke = (strokeId: string) => ({ t: 'ink' as const, from: 'm1', ink: ink(strokeId, [[0.2, 0.2, -1]], true), at: 0 });
    act(() => socket.deliver(stroke('s1')));
    expect(await screen.findByTestId('classroom-board')).toBeInTheDocument();
    const toggle = screen.getByTestId('classroom-board-toggle');
    await user.click(toggle);
    expect(screen.queryByTestId('classroom-board')).toBeNull();
    act(() => socket.deliver(stroke('s2')));
    expect(screen.queryByTestId('classroom-board')).toBeNull();
    expect(toggle).toHaveAccessibleName('Board, new drawing');
    expect(screen.getByTestId('classroom-board-toggle-count')).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByTestId('classroom-board')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Board');
    expect(screen.queryByTestId('classroom-board-toggle-count')).toBeNull();
  });

  it('shows the students that the teacher records the class, for as long as it does', async () => {
    vi.stubGlobal('RTCPeerConnection', (await import('./testing/fakeRtc')).FakePeerConnection);
    vi.stubGlobal('MediaStream', (await import('./testing/fakeRtc')).FakeStream);
    setup();
    await joinClass();
    const socket = FakeSocket.latest();
    const teacher = person('m1', 'Teacher Park', 'teacher');
    act(() => socket.deliver(welcome(person('m7', 'Kim', 'student'), [{ ...teacher, recording: true }])));
    expect(await screen.findByTestId('classroom-recorded')).toHaveTextContent('This class is being recorded');
    act(() => socket.deliver({ t: 'participant', participant: teacher }));
    await waitFor(() => expect(screen.queryByTestId('classroom-recorded')).toBeNull());
  });

  it("shows the teacher the room's invite code beside the participants, to copy", async () => {
    setup(() => joinAnswer(true));
    const user = await joinClass();
    act(() => FakeSocket.latest().deliver(welcome(person('m1', 'Lee Teacher', 'teacher'))));
    await user.click(await screen.findByTestId('classroom-participants-toggle'));
    expect(screen.getByTestId('classroom-invite-code')).toHaveTextContent('Invite code 622-433-871');
    await user.click(screen.getByTestId('classroom-invite-copy'));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('622-433-871');
    expect(await screen.findByText('The invite code was copied.')).toBeInTheDocument();
  });

  it('shows a student no invite code', async () => {
    setup();
    const user = await joinClass();
    act(() => FakeSocket.latest().deliver(welcome(person('m7', 'Kim', 'student'))));
    await user.click(await screen.findByTestId('classroom-participants-toggle'));
    expect(screen.getByTestId('classroom-participants')).toBeInTheDocument();
    expect(screen.queryByTestId('classroom-invite-code')).toBeNull();
  });

  it('leads back from the exit screen to the page that opened the class in this tab', async () => {
    setup();
    window.sessionStorage.setItem('boda.classroomReturn', '/demo/room/list');
    const user = await joinClass();
    act(() => FakeSocket.latest().deliver(welcome(person('m7', 'Kim', 'student'))));
    await user.click(await screen.findByTestId('classroom-leave'));
    expect(await screen.findByTestId('classroom-exit')).toHaveAttribute('data-kind', 'left');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await user.click(screen.getByTestId('classroom-exit-back'));
    expect(assign).toHaveBeenCalledWith('/demo/room/list');
  });

  it('shows the class in the language of the ticket when the user chose none', async () => {
    setup();
    window.location.hash = `#ticket=${makeTicket()}`;
    renderApp('/classroom');
    expect(await screen.findByText('참여할 준비가 되었나요?')).toBeInTheDocument();
  });

  it('a leader starts the lesson on entering', async () => {
    const api = setup(() => joinAnswer(true));
    await joinClass();
    await waitFor(() => expect(api).toHaveBeenCalledWith('classClient.START', { attendeeToken: 'attendee-token-0123456789' }));
  });
});
