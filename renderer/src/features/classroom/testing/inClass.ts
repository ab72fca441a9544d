import { vi } from 'vitest';
import type { ClassroomInk, ClassroomParticipant, ClassroomServerFrame } from '@boda/contract';
import { ClassSession, type ClassClientApi, type JoinAnswer } from '../classSession';
import { FakeDataChannel, FakePeerConnection, FakeStream, type FakeTrack } from './fakeRtc';
import { FakeSocket } from './fakeSocket';

/* A class session against fakes (socket, peer connections, streams), for the session's and the controls' tests. */

const meet = { roomCode: 'R', meetCode: 'MX', meetTitle: 'Math A', live: true, startDatetime: null, endDatetime: null, currentUserNum: 3 };
export const joined = {
  attendeeToken: 'attendee-token-0123456789',
  heartbeatSec: 30,
  leader: false,
  mode: 'normal',
  user: { userIdx: 7, userName: 'Kim', userTypeCd: 12 },
  meet,
} as unknown as JoinAnswer;

export function person(peerId: string, role: ClassroomParticipant['role']): ClassroomParticipant {
  return {
    peerId,
    userIdx: Number(peerId.slice(1)),
    userName: peerId,
    role,
    media: { camera: false, mic: false, screen: false },
    hand: false,
    recording: false,
  };
}

export const ink = (strokeId: string, points: [number, number, number][], done = false): ClassroomInk => ({
  strokeId,
  tool: 'pen',
  color: '#1f1f1f',
  size: 0.0035,
  points,
  done,
});

export const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

export const welcome = (iceServers: { urls: string }[] = []): ClassroomServerFrame => ({
  t: 'welcome',
  you: person('m7', 'student'),
  participants: [person('m1', 'teacher'), person('m3', 'student')],
  strokes: [],
  chat: [],
  pen: null,
  iceServers,
  meshLimit: 6,
});

/** A student (m7) in a class with the teacher (m1) and another student (m3), a data channel open to each. */
export async function inClass(
  tracks: { mic: FakeTrack | null; camera: FakeTrack | null } = { mic: null, camera: null },
  api: ClassClientApi = { send: vi.fn() } as unknown as ClassClientApi,
) {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  const connections: FakePeerConnection[] = [];
  const session = new ClassSession(
    joined,
    'https://boda.example.kr',
    { ...(tracks as unknown as { mic: MediaStreamTrack | null; camera: MediaStreamTrack | null }), screen: null },
    {
      api,
      onControlled: vi.fn(),
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      createPeerConnection: (config) => {
        const pc = new FakePeerConnection(config);
        connections.push(pc);
        return pc as unknown as RTCPeerConnection;
      },
      createStream: (tracks) => new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
    },
  );
  session.start();
  const socket = FakeSocket.latest();
  socket.open();
  socket.deliver(welcome());
  await settle();
  // The far ends of our two channels (the teacher's and the other student's pages).
  const [teacher, student] = connections.map((pc) => {
    const far = new FakeDataChannel('class');
    FakeDataChannel.pair(pc.channels[0], far);
    return far;
  });
  return { session, socket, teacher, student };
}
