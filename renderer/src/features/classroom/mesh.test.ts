import { describe, expect, it } from 'vitest';
import type { ClassroomSignalData } from '@boda/contract';
import { MediaSlot, MeshController } from './mesh';
import { FakeDataChannel, FakePeerConnection, FakeStream, FakeTrack } from './testing/fakeRtc';

/** Two (or more) meshes wired through a fake signaling server that delivers frames asynchronously, like a socket. */
function classOf(...peerIds: string[]) {
  const meshes = new Map<string, MeshController>();
  const connections = new Map<string, FakePeerConnection[]>();
  const signals: { from: string; to: string; data: ClassroomSignalData }[] = [];
  const received: { at: string; from: string; data: string }[] = [];
  for (const peerId of peerIds) {
    connections.set(peerId, []);
    meshes.set(
      peerId,
      new MeshController(peerId, {
        createPeerConnection: (config) => {
          const pc = new FakePeerConnection(config);
          connections.get(peerId)?.push(pc);
          return pc as unknown as RTCPeerConnection;
        },
        createStream: (tracks) => new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
        sendSignal: (to, data) => {
          signals.push({ from: peerId, to, data });
          setTimeout(() => void meshes.get(to)?.onSignal(peerId, data), 0);
        },
        onChange: () => undefined,
        onData: (from, data) => received.push({ at: peerId, from, data }),
      }),
    );
  }
  const mesh = (peerId: string) => meshes.get(peerId) as MeshController;
  /** The newest connection of `peerId` (to its only partner in two-party tests). */
  const pc = (peerId: string) => connections.get(peerId)?.at(-1) as FakePeerConnection;
  return { mesh, pc, signals, connections, received };
}

async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const descriptions = (signals: { data: ClassroomSignalData; from: string }[]) =>
  signals.flatMap((signal) => ('description' in signal.data ? [`${signal.from}:${signal.data.description.type}`] : []));

describe('classroom mesh', () => {
  it('the newcomer offers three media lines and the one already there answers on them with its own tracks', async () => {
    const room = classOf('m1', 'm2');
    const mic = new FakeTrack('audio', 'mic-of-m2');
    room.mesh('m2').setLocalTrack(MediaSlot.AUDIO, mic as unknown as MediaStreamTrack);
    room.mesh('m2').expect('m1');
    room.mesh('m1').connectTo('m2');
    await settle();

    expect(descriptions(room.signals)).toEqual(['m1:offer', 'm2:answer']);
    expect(room.pc('m1').signalingState).toBe('stable');
    expect(room.pc('m2').signalingState).toBe('stable');
    expect(room.pc('m2').transceivers.map((t) => t.direction)).toEqual(['sendrecv', 'sendrecv', 'sendrecv']);
    expect(room.pc('m2').transceivers[MediaSlot.AUDIO].sender.track).toBe(mic);
    expect(
      room
        .mesh('m1')
        .remoteOf('m2')
        .camera?.getTracks()
        .map((track) => track.kind)
        .sort(),
    ).toEqual(['audio', 'video']);
    expect(room.mesh('m1').remoteOf('m2').screen).not.toBeNull();
  });

  it('starting a screen share replaces the track on the existing line, with no new offer', async () => {
    const room = classOf('m1', 'm2');
    room.mesh('m2').expect('m1');
    room.mesh('m1').connectTo('m2');
    await settle();
    const screen = new FakeTrack('video', 'screen');
    room.mesh('m2').setLocalTrack(MediaSlot.SCREEN, screen as unknown as MediaStreamTrack);
    await settle();
    expect(room.pc('m2').transceivers[MediaSlot.SCREEN].sender.track).toBe(screen);
    expect(descriptions(room.signals)).toEqual(['m1:offer', 'm2:answer']);
  });

  it('when both sides offer at once, the polite peer (lower id) yields and both end up connected', async () => {
    const room = classOf('m1', 'm2');
    room.mesh('m2').expect('m1');
    room.mesh('m1').connectTo('m2');
    await settle();
    room.pc('m1').restartIce();
    room.pc('m2').restartIce();
    await settle();
    expect(room.pc('m1').signalingState).toBe('stable');
    expect(room.pc('m2').signalingState).toBe('stable');
    // m2 (impolite) kept its offer: m1 rolled back and answered it.
    expect(descriptions(room.signals).slice(2)).toEqual(expect.arrayContaining(['m1:offer', 'm2:offer', 'm1:answer']));
    expect(descriptions(room.signals).slice(2)).not.toContain('m2:answer');
  });

  it('restarts ICE when a connection fails, which renegotiates', async () => {
    const room = classOf('m1', 'm2');
    room.mesh('m2').expect('m1');
    room.mesh('m1').connectTo('m2');
    await settle();
    room.pc('m2').setIceState('failed');
    await settle();
    expect(room.pc('m2').restarts).toBe(1);
    expect(descriptions(room.signals)).toEqual(['m1:offer', 'm2:answer', 'm2:offer', 'm1:answer']);
  });

  it("an offer that arrives before the server's 'joined' news is kept when the news comes", async () => {
    const room = classOf('m1', 'm2');
    room.mesh('m1').connectTo('m2');
    await settle();
    const first = room.pc('m2');
    room.mesh('m2').expect('m1');
    expect(room.connections.get('m2')).toHaveLength(1);
    expect(first.closed).toBe(false);
    // A later 'joined' (the peer came back on a new socket) starts over.
    room.mesh('m2').expect('m1');
    expect(first.closed).toBe(true);
  });

  it('reports decoded video frames per peer, camera and screen apart', async () => {
    const room = classOf('m1', 'm2');
    room.mesh('m2').expect('m1');
    room.mesh('m1').connectTo('m2');
    await settle();
    expect(await room.mesh('m1').framesDecoded()).toEqual({ m2: { framesDecoded: 20, screenFramesDecoded: 30 } });
  });

  it('the newcomer opens a data channel with its offer; data goes straight to the peers whose channel is open', async () => {
    const room = classOf('m1', 'm2', 'm3');
    room.mesh('m2').expect('m1');
    room.mesh('m3').expect('m1');
    room.mesh('m1').connectTo('m2');
    room.mesh('m1').connectTo('m3');
    await settle();
    const toM2 = room.connections.get('m1')?.[0] as FakePeerConnection;
    expect(toM2.channels.map((c) => c.label)).toEqual(['class']);
    expect(room.pc('m2').channels.map((c) => c.label)).toEqual(['class']);
    // The media lines keep their slots: the channel adds no transceiver.
    expect(toM2.transceivers).toHaveLength(3);
    // Only m2's channel opens; m3 is reached through the server instead.
    FakeDataChannel.pair(toM2.channels[0], room.pc('m2').channels[0]);
    expect(room.mesh('m1').sendData('ink 1')).toEqual(['m2']);
    expect(room.mesh('m2').sendData('ink back')).toEqual(['m1']);
    await settle();
    expect(room.received).toEqual([
      { at: 'm2', from: 'm1', data: 'ink 1' },
      { at: 'm1', from: 'm2', data: 'ink back' },
    ]);
    // A peer who left gets nothing more, even if its channel still answers.
    room.mesh('m2').drop('m1');
    room.mesh('m1').sendData('ink 2');
    await settle();
    expect(room.received).toHaveLength(2);
  });

  it('drops a peer who left and closes its connection', async () => {
    const room = classOf('m1', 'm2');
    room.mesh('m1').connectTo('m2');
    room.mesh('m1').drop('m2');
    expect(room.pc('m1').closed).toBe(true);
    expect(room.mesh('m1').peerIds()).toEqual([]);
  });
});
