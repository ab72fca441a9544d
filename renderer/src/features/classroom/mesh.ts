import type { ClassroomSignalData } from '@boda/contract';

/** The three media lines every link carries, in this order, so toggling a source is a replaceTrack, never a renegotiation. */
export const MediaSlot = { AUDIO: 0, CAMERA: 1, SCREEN: 2 } as const;
export type MediaSlotValue = (typeof MediaSlot)[keyof typeof MediaSlot];
const SLOT_KINDS = ['audio', 'video', 'video'] as const;

export interface RemoteMedia {
  /** The peer's microphone and camera together (one element plays both). */
  camera: MediaStream | null;
  screen: MediaStream | null;
}

export interface MeshPorts {
  createPeerConnection(config: RTCConfiguration): RTCPeerConnection;
  createStream(tracks: MediaStreamTrack[]): MediaStream;
  sendSignal(to: string, data: ClassroomSignalData): void;
  /** A peer's remote media or connection state changed: the page redraws. */
  onChange(): void;
  /** A message from a peer over its link's data channel (unchecked: the session checks it). */
  onData?(from: string, data: string): void;
  log?(message: string, error?: unknown): void;
}

interface PeerLink {
  peerId: string;
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  remote: RemoteMedia;
  iceState: RTCIceConnectionState;
  /** Made for an offer that came before the server's 'joined' news of its sender: that news must not replace it. */
  madeForEarlyOffer: boolean;
  /** The link's data channel (the newcomer opens it with its offer, the other side gets it): board ink straight to the peer. */
  channel: RTCDataChannel | null;
}

/** The data channel's label: one ordered, reliable channel per link. */
export const DATA_CHANNEL_LABEL = 'class';

/**
 * A newcomer's link made before it knows whom it is for (the join's head start, while JOIN and the
 * socket's hello are on their way): the media lines with the tracks, the data channel, and the offer set
 * as the local description, its ICE candidates gathering. Made with no ICE servers: it is used only when
 * the class has none (a LAN, the default), else dropped.
 */
export interface PreparedLink {
  pc: RTCPeerConnection;
  channel: RTCDataChannel;
  /** The offer is set (it may fail: then the link offers as any other would). */
  offerSet: Promise<boolean>;
}

export function prepareLink(createPeerConnection: MeshPorts['createPeerConnection'], tracks: (MediaStreamTrack | null)[]): PreparedLink {
  const pc = createPeerConnection({ iceServers: [] });
  for (const [slot, kind] of SLOT_KINDS.entries()) {
    const transceiver = pc.addTransceiver(kind, { direction: 'sendrecv' });
    const track = tracks[slot];
    if (track) void transceiver.sender.replaceTrack(track).catch(() => undefined);
  }
  const channel = pc.createDataChannel(DATA_CHANNEL_LABEL);
  const offerSet = pc.setLocalDescription().then(
    () => true,
    () => false,
  );
  return { pc, channel, offerSet };
}

/**
 * The WebRTC mesh: one RTCPeerConnection per other participant, negotiated with the "perfect
 * negotiation" pattern so either side may renegotiate (an ICE restart, a collision when both offer).
 * The newcomer creates the media lines (it is told who is there and makes the offers); the other side
 * takes them over from the offer. The polite peer (the lower peerId) yields on collisions.
 */
export class MeshController {
  private readonly links = new Map<string, PeerLink>();
  private readonly localTracks: (MediaStreamTrack | null)[] = [null, null, null];
  private iceServers: RTCIceServer[] = [];

  constructor(
    private selfId: string,
    private readonly ports: MeshPorts,
  ) {}

  /** Our peer id as the server named it (welcome): who is polite follows from it, so both sides must agree. */
  setSelfId(selfId: string): void {
    this.selfId = selfId;
  }

  setIceServers(iceServers: RTCIceServer[]): void {
    this.iceServers = iceServers;
  }

  peerIds(): string[] {
    return [...this.links.keys()];
  }

  remoteOf(peerId: string): RemoteMedia {
    return this.links.get(peerId)?.remote ?? { camera: null, screen: null };
  }

  /** Remote microphone tracks (for the teacher's recording mix). */
  remoteAudioTracks(): MediaStreamTrack[] {
    return [...this.links.values()].flatMap((link) => link.remote.camera?.getAudioTracks() ?? []);
  }

  /** We arrived (or came back): offer to someone already there. */
  connectTo(peerId: string): void {
    const link = this.replaceLink(peerId);
    for (const [slot, kind] of SLOT_KINDS.entries()) {
      const transceiver = link.pc.addTransceiver(kind, { direction: 'sendrecv' });
      const track = this.localTracks[slot];
      if (track) void this.replace(transceiver, track);
    }
    // After the media lines, so their order (MediaSlot) stays the transceivers' order.
    this.attachChannel(link, link.pc.createDataChannel(DATA_CHANNEL_LABEL));
  }

  /** connectTo with a link prepared before we knew the peer: its offer (and the candidates gathered so far) go at once. */
  connectWith(peerId: string, prepared: PreparedLink): void {
    const link = this.replaceLink(peerId, prepared.pc);
    this.attachChannel(link, prepared.channel);
    // The tracks may have changed since it was made (a camera stopped).
    prepared.pc.getTransceivers().forEach((transceiver, slot) => {
      if (slot <= MediaSlot.SCREEN && transceiver.sender.track !== this.localTracks[slot])
        void this.replace(transceiver, this.localTracks[slot]);
    });
    const send = (set: boolean) => {
      if (this.links.get(peerId) !== link) return;
      if (set && prepared.pc.signalingState === 'have-local-offer') this.sendDescription(link);
      else void this.offer(link);
    };
    // An offer set already goes in the welcome's own task, not a microtask later (behind the room's first render).
    if (prepared.pc.signalingState === 'have-local-offer') send(true);
    else void prepared.offerSet.then(send);
  }

  /** Sends to every peer whose data channel is open; answers the peers it reached (the others only have the server). */
  sendData(data: string): string[] {
    const reached: string[] = [];
    for (const link of this.links.values()) {
      if (link.channel?.readyState !== 'open') continue;
      try {
        link.channel.send(data);
        reached.push(link.peerId);
      } catch (error) {
        this.ports.log?.(`[classroom] data to ${link.peerId} failed`, error);
      }
    }
    return reached;
  }

  /** Someone arrived (or came back): wait for their offer. */
  expect(peerId: string): void {
    const early = this.links.get(peerId);
    if (early?.madeForEarlyOffer) {
      early.madeForEarlyOffer = false;
      return;
    }
    this.replaceLink(peerId);
  }

  drop(peerId: string): void {
    const link = this.links.get(peerId);
    if (!link) return;
    this.links.delete(peerId);
    link.pc.close();
    this.ports.onChange();
  }

  closeAll(): void {
    for (const peerId of [...this.links.keys()]) this.drop(peerId);
  }

  /** A local source switched (camera on/off, screen share): every link sends the new track on the same line. */
  setLocalTrack(slot: MediaSlotValue, track: MediaStreamTrack | null): void {
    this.localTracks[slot] = track;
    for (const link of this.links.values()) {
      const transceiver = link.pc.getTransceivers()[slot];
      if (transceiver) void this.replace(transceiver, track);
    }
  }

  async onSignal(from: string, data: ClassroomSignalData): Promise<void> {
    const link = this.links.get(from) ?? Object.assign(this.replaceLink(from), { madeForEarlyOffer: true });
    const { pc } = link;
    try {
      if ('description' in data) {
        const description = data.description;
        const collision = description.type === 'offer' && (link.makingOffer || pc.signalingState !== 'stable');
        link.ignoreOffer = !link.polite && collision;
        if (link.ignoreOffer) return;
        if (collision) await pc.setLocalDescription({ type: 'rollback' });
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          this.adoptTransceivers(link);
          await pc.setLocalDescription();
          this.sendDescription(link);
        }
        return;
      }
      try {
        await pc.addIceCandidate(data.candidate ?? undefined);
      } catch (error) {
        // Candidates of an offer we ignored fail to apply; that is expected, not a fault.
        if (!link.ignoreOffer) throw error;
      }
    } catch (error) {
      this.ports.log?.(`[classroom] signal from ${from} failed`, error);
    }
  }

  /** The probe for tests (window.__classroomStats): video frames decoded per peer, camera and screen. */
  async framesDecoded(): Promise<Record<string, { framesDecoded: number; screenFramesDecoded?: number }>> {
    const result: Record<string, { framesDecoded: number; screenFramesDecoded?: number }> = {};
    for (const link of this.links.values()) {
      const screenMid = link.pc.getTransceivers()[MediaSlot.SCREEN]?.mid ?? null;
      const entry: { framesDecoded: number; screenFramesDecoded?: number } = { framesDecoded: 0 };
      const report = await link.pc.getStats();
      report.forEach((stat: { type?: string; kind?: string; mid?: string; framesDecoded?: number }) => {
        if (stat.type !== 'inbound-rtp' || stat.kind !== 'video') return;
        const frames = stat.framesDecoded ?? 0;
        if (screenMid !== null && stat.mid === screenMid) entry.screenFramesDecoded = (entry.screenFramesDecoded ?? 0) + frames;
        else entry.framesDecoded += frames;
      });
      result[link.peerId] = entry;
    }
    return result;
  }

  private replaceLink(peerId: string, prepared?: RTCPeerConnection): PeerLink {
    const old = this.links.get(peerId);
    if (old) old.pc.close();
    const pc = prepared ?? this.ports.createPeerConnection({ iceServers: this.iceServers });
    const link: PeerLink = {
      peerId,
      pc,
      polite: this.selfId < peerId,
      makingOffer: false,
      ignoreOffer: false,
      remote: { camera: null, screen: null },
      iceState: 'new',
      madeForEarlyOffer: false,
      channel: null,
    };
    this.links.set(peerId, link);
    pc.onnegotiationneeded = () => void this.offer(link);
    pc.onicecandidate = ({ candidate }) => {
      if (this.links.get(peerId) !== link) return;
      this.ports.sendSignal(peerId, {
        candidate: candidate
          ? {
              candidate: candidate.candidate,
              sdpMid: candidate.sdpMid,
              sdpMLineIndex: candidate.sdpMLineIndex,
              usernameFragment: candidate.usernameFragment,
            }
          : null,
      });
    };
    pc.ontrack = (event) => this.onTrack(link, event);
    pc.ondatachannel = ({ channel }) => {
      if (channel.label === DATA_CHANNEL_LABEL) this.attachChannel(link, channel);
    };
    pc.oniceconnectionstatechange = () => this.onIceState(link);
    this.ports.onChange();
    return link;
  }

  private attachChannel(link: PeerLink, channel: RTCDataChannel): void {
    link.channel = channel;
    channel.onmessage = ({ data }: MessageEvent) => {
      if (this.links.get(link.peerId) === link && typeof data === 'string') this.ports.onData?.(link.peerId, data);
    };
  }

  private async offer(link: PeerLink): Promise<void> {
    if (this.links.get(link.peerId) !== link) return;
    try {
      link.makingOffer = true;
      await link.pc.setLocalDescription();
      this.sendDescription(link);
    } catch (error) {
      this.ports.log?.(`[classroom] offer to ${link.peerId} failed`, error);
    } finally {
      link.makingOffer = false;
    }
  }

  private sendDescription(link: PeerLink): void {
    const description = link.pc.localDescription;
    if (!description || (description.type !== 'offer' && description.type !== 'answer')) return;
    this.ports.sendSignal(link.peerId, { description: { type: description.type, sdp: description.sdp } });
  }

  /** The answering side sends on the lines the offer made, with whatever it has on now. */
  private adoptTransceivers(link: PeerLink): void {
    link.pc.getTransceivers().forEach((transceiver, slot) => {
      if (slot > MediaSlot.SCREEN || transceiver.direction === 'sendrecv') return;
      transceiver.direction = 'sendrecv';
      const track = this.localTracks[slot];
      if (track) void this.replace(transceiver, track);
    });
  }

  private onTrack(link: PeerLink, event: RTCTrackEvent): void {
    const slot = link.pc.getTransceivers().indexOf(event.transceiver);
    if (slot === MediaSlot.SCREEN) link.remote = { ...link.remote, screen: this.ports.createStream([event.track]) };
    else {
      const tracks = [...(link.remote.camera?.getTracks() ?? []).filter((track) => track.kind !== event.track.kind), event.track];
      link.remote = { ...link.remote, camera: this.ports.createStream(tracks) };
    }
    this.ports.onChange();
  }

  private onIceState(link: PeerLink): void {
    link.iceState = link.pc.iceConnectionState;
    // A dropped path (network change, sleeping laptop) comes back through fresh candidates.
    if (link.iceState === 'failed' || link.iceState === 'disconnected') link.pc.restartIce();
    this.ports.onChange();
  }

  private async replace(transceiver: RTCRtpTransceiver, track: MediaStreamTrack | null): Promise<void> {
    try {
      await transceiver.sender.replaceTrack(track);
    } catch (error) {
      this.ports.log?.('[classroom] replaceTrack failed', error);
    }
  }
}
