/**
 * Just enough of RTCPeerConnection for the mesh's negotiation: signaling states, offers and answers
 * that carry the number of media lines, transceivers, rollback, negotiationneeded and ontrack.
 * No media flows; tests assert who offered, who answered, and what each side ends up with.
 */
export class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly id: string,
    /** The device it comes from (getSettings). */
    readonly deviceId?: string,
  ) {}
  stop(): void {
    this.stopped = true;
  }
  getSettings(): { deviceId?: string } {
    return this.deviceId === undefined ? {} : { deviceId: this.deviceId };
  }
}

export class FakeStream {
  constructor(private readonly tracks: FakeTrack[]) {}
  getTracks(): FakeTrack[] {
    return this.tracks;
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
}

class FakeSender {
  track: FakeTrack | null = null;
  replaceTrack(track: FakeTrack | null): Promise<void> {
    this.track = track;
    return Promise.resolve();
  }
}

class FakeTransceiver {
  readonly sender = new FakeSender();
  readonly receiver: { track: FakeTrack };
  constructor(
    readonly kind: 'audio' | 'video',
    public direction: RTCRtpTransceiverDirection,
    readonly mid: string,
  ) {
    this.receiver = { track: new FakeTrack(kind, `remote-${mid}-${Math.random().toString(36).slice(2, 6)}`) };
  }
}

/** A data channel end; `pair` joins two ends (open, each send arrives at the other's onmessage). */
export class FakeDataChannel {
  readyState: RTCDataChannelState = 'connecting';
  readonly sent: string[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  private other: FakeDataChannel | null = null;
  constructor(readonly label: string) {}

  static pair(a: FakeDataChannel, b: FakeDataChannel): void {
    a.other = b;
    b.other = a;
    a.readyState = 'open';
    b.readyState = 'open';
  }

  send(data: string): void {
    if (this.readyState !== 'open') throw new Error('InvalidStateError: not open');
    this.sent.push(data);
    const other = this.other;
    setTimeout(() => other?.onmessage?.({ data }), 0);
  }

  close(): void {
    this.readyState = 'closed';
  }
}

let sdpCounter = 0;

export class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: { type: RTCSdpType; sdp: string } | null = null;
  readonly transceivers: FakeTransceiver[] = [];
  readonly candidates: unknown[] = [];
  /** Data channels made here or announced by the remote offer (ondatachannel), in order. */
  readonly channels: FakeDataChannel[] = [];
  ondatachannel: ((event: { channel: FakeDataChannel }) => void) | null = null;
  closed = false;
  restarts = 0;
  offersMade = 0;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack; transceiver: FakeTransceiver }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  private negotiationQueued = false;

  constructor(readonly config: RTCConfiguration) {}

  addTransceiver(kind: 'audio' | 'video', init: { direction: RTCRtpTransceiverDirection }): FakeTransceiver {
    const transceiver = new FakeTransceiver(kind, init.direction, String(this.transceivers.length));
    this.transceivers.push(transceiver);
    this.queueNegotiation();
    return transceiver;
  }

  createDataChannel(label: string): FakeDataChannel {
    const channel = new FakeDataChannel(label);
    this.channels.push(channel);
    this.queueNegotiation();
    return channel;
  }

  getTransceivers(): FakeTransceiver[] {
    return this.transceivers;
  }

  restartIce(): void {
    this.restarts += 1;
    this.queueNegotiation();
  }

  setLocalDescription(description?: { type: RTCSdpType }): Promise<void> {
    if (description?.type === 'rollback') {
      this.signalingState = 'stable';
      this.localDescription = null;
      return Promise.resolve();
    }
    const type: RTCSdpType = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    sdpCounter += 1;
    const data = this.channels.map((c) => c.label).join(',');
    this.localDescription = { type, sdp: `lines=${this.transceivers.map((t) => t.kind).join(',')};data=${data};n=${sdpCounter}` };
    if (type === 'offer') {
      this.offersMade += 1;
      this.signalingState = 'have-local-offer';
    } else this.signalingState = 'stable';
    return Promise.resolve();
  }

  setRemoteDescription(description: { type: RTCSdpType; sdp: string }): Promise<void> {
    if (description.type === 'offer' && this.signalingState !== 'stable') return Promise.reject(new Error('InvalidStateError: glare'));
    this.remoteDescription = description;
    if (description.type === 'offer') {
      this.signalingState = 'have-remote-offer';
      const kinds = /lines=([^;]*)/.exec(description.sdp)?.[1]?.split(',').filter(Boolean) ?? [];
      kinds.forEach((kind, index) => {
        if (!this.transceivers[index]) this.transceivers.push(new FakeTransceiver(kind as 'audio' | 'video', 'recvonly', String(index)));
      });
      const labels = /data=([^;]*)/.exec(description.sdp)?.[1]?.split(',').filter(Boolean) ?? [];
      for (const label of labels.slice(this.channels.length)) {
        const channel = new FakeDataChannel(label);
        this.channels.push(channel);
        this.ondatachannel?.({ channel });
      }
    } else this.signalingState = 'stable';
    this.transceivers.forEach((transceiver) => this.ontrack?.({ track: transceiver.receiver.track, transceiver }));
    return Promise.resolve();
  }

  addIceCandidate(candidate: unknown): Promise<void> {
    this.candidates.push(candidate);
    return Promise.resolve();
  }

  getStats(): Promise<Map<string, unknown>> {
    const stats = new Map<string, unknown>();
    this.transceivers.forEach((transceiver, index) => {
      if (transceiver.kind === 'video')
        stats.set(`in${index}`, { type: 'inbound-rtp', kind: 'video', mid: transceiver.mid, framesDecoded: 10 * (index + 1) });
    });
    return Promise.resolve(stats);
  }

  setIceState(state: RTCIceConnectionState): void {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }

  close(): void {
    this.closed = true;
  }

  private queueNegotiation(): void {
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    queueMicrotask(() => {
      this.negotiationQueued = false;
      this.onnegotiationneeded?.();
    });
  }
}
