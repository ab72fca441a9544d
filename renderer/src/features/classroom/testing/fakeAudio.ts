import type { AudioPort, MeterContext } from '../useSpeaking';

/**
 * Just enough Web Audio for the speaking monitor (useSpeaking): an analyser whose samples a test sets,
 * sources that remember their track and whether they were disconnected, and a context whose autoplay
 * refusal (suspended until a gesture) a test can play out. No sound is made or measured.
 */
export class FakeAnalyser {
  fftSize = 2048;
  disconnected = false;
  /** What it hears: the RMS level of the track that feeds it (set by its source). */
  level: () => number = () => 0;
  /** The sample at index i of n, instead of a square wave at `level`. */
  wave: ((i: number, n: number) => number) | null = null;

  getFloatTimeDomainData(samples: Float32Array): void {
    const level = this.level();
    for (let i = 0; i < samples.length; i += 1) samples[i] = this.wave ? this.wave(i, samples.length) : i % 2 === 0 ? level : -level;
  }

  disconnect(): void {
    this.disconnected = true;
  }
}

export class FakeSource {
  analyser: FakeAnalyser | null = null;
  disconnected = false;
  constructor(
    readonly track: MediaStreamTrack,
    private readonly levels: ReadonlyMap<MediaStreamTrack, number>,
  ) {}

  connect(analyser: FakeAnalyser): void {
    this.analyser = analyser;
    analyser.level = () => (this.disconnected ? 0 : (this.levels.get(this.track) ?? 0));
  }

  disconnect(): void {
    this.disconnected = true;
  }
}

export class FakeAudioContext {
  state: AudioContextState;
  /** Whether the browser lets resume() run now (a user gesture happened). */
  resumeAllowed: boolean;
  resumeCalls = 0;
  closed = false;
  readonly sources: FakeSource[] = [];
  readonly analysers: FakeAnalyser[] = [];

  constructor(
    suspended: boolean,
    private readonly levels: ReadonlyMap<MediaStreamTrack, number>,
  ) {
    this.state = suspended ? 'suspended' : 'running';
    this.resumeAllowed = !suspended;
  }

  createAnalyser(): FakeAnalyser {
    const analyser = new FakeAnalyser();
    this.analysers.push(analyser);
    return analyser;
  }

  createMediaStreamSource(stream: { track: MediaStreamTrack }): FakeSource {
    if ((stream.track as { readyState?: string }).readyState === 'ended') throw new Error('InvalidStateError: no live audio track');
    const source = new FakeSource(stream.track, this.levels);
    this.sources.push(source);
    return source;
  }

  resume(): Promise<void> {
    this.resumeCalls += 1;
    if (this.resumeAllowed && this.state === 'suspended') this.state = 'running';
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.closed = true;
    this.state = 'closed';
    return Promise.resolve();
  }

  /** The sources made for `track` (the newest last). */
  sourcesOf(track: MediaStreamTrack): FakeSource[] {
    return this.sources.filter((source) => source.track === track);
  }
}

/** A port over fake contexts; `contexts` are the ones made, in order. */
export function fakeAudioPort(options: { suspended?: boolean } = {}) {
  const contexts: FakeAudioContext[] = [];
  const levels = new Map<MediaStreamTrack, number>();
  const port: AudioPort = {
    createContext: () => {
      const context = new FakeAudioContext(options.suspended ?? false, levels);
      contexts.push(context);
      return context as unknown as MeterContext;
    },
    streamOf: (track) => ({ track }) as unknown as MediaStream,
  };
  return {
    port,
    contexts,
    /** The newest context (throws when none was made). */
    context(): FakeAudioContext {
      const context = contexts.at(-1);
      if (!context) throw new Error('no audio context was made');
      return context;
    },
    /** What `track` sounds like from now on (RMS, full scale 1): loud enough for speech by default. */
    setLevel(track: MediaStreamTrack, level = 0.1): void {
      levels.set(track, level);
    },
  };
}

/** A microphone track as the monitor sees it (it only hands tracks to the port). */
export function fakeMicTrack(id: string): MediaStreamTrack {
  return { kind: 'audio', id, enabled: true, readyState: 'live' } as unknown as MediaStreamTrack;
}
