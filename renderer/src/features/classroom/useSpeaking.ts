import { createContext, useContext, useEffect, useState } from 'react';

/*
 * Who is speaking, for the video tiles. One AudioContext for the page; per watched microphone track a
 * MediaStreamAudioSourceNode feeding an AnalyserNode (never the speakers: the tile's <video> plays the
 * sound). One timer reads every analyser a few times a second, not every frame: the class's main thread
 * stays free for the whiteboard's ink. A track is loud when the RMS of its last window of samples passes
 * a threshold; it counts as speaking from its first loud reading until it has been quiet for a while,
 * so the ring does not flicker between words.
 *
 * Chromium gives WebAudio a remote WebRTC track's sound only while a media element plays that track:
 * the tile's <video> does, even with the camera off (VideoTile keeps it for that).
 */

/** How often the analysers are read. */
export const SPEAKING_POLL_MS = 175;
/** Quiet for this long after the last loud reading, a speaker is no longer shown speaking. */
export const SPEAKING_HOLD_MS = 700;
/** RMS of the samples (full scale 1) from which a reading is loud: about -36 dBFS, above a quiet room. */
export const SPEAKING_THRESHOLD = 0.015;
/** Samples in a reading: about one poll interval at 44.1-48 kHz, so no sound between two polls goes unseen. */
const WINDOW_SAMPLES = 8192;
/** With nothing left to measure, the context is closed after this (tiles remounted together keep it). */
const IDLE_CLOSE_MS = 5_000;
/** Inputs that count as a user gesture for the browser's autoplay policy (a suspended context resumes). */
const GESTURES = ['pointerdown', 'keydown'] as const;

/** What of an AudioContext the monitor uses: a test gives a fake one. */
export type MeterContext = Pick<AudioContext, 'state' | 'resume' | 'close' | 'createAnalyser' | 'createMediaStreamSource'>;

/** Where the monitor gets Web Audio from (tests: fakes, no real audio). */
export interface AudioPort {
  /** A new context, or null where the browser has no Web Audio. */
  createContext(): MeterContext | null;
  /** A stream of the one track, for createMediaStreamSource. */
  streamOf(track: MediaStreamTrack): MediaStream;
}

export interface SpeakingMonitor {
  /** Measures `track` until the answer is called; `onChange` hears each start and end of speaking. */
  watch(track: MediaStreamTrack, onChange: (speaking: boolean) => void): () => void;
}

interface Meter {
  source: MediaStreamAudioSourceNode;
  analyser: AnalyserNode;
  samples: Float32Array<ArrayBuffer>;
  speaking: boolean;
  loudAt: number;
  onChange: (speaking: boolean) => void;
}

function rms(meter: Meter): number {
  meter.analyser.getFloatTimeDomainData(meter.samples);
  let sum = 0;
  for (const sample of meter.samples) sum += sample * sample;
  return Math.sqrt(sum / meter.samples.length);
}

const noop = () => undefined;

export function createSpeakingMonitor(port: AudioPort, now: () => number = Date.now): SpeakingMonitor {
  let context: MeterContext | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let idle: ReturnType<typeof setTimeout> | null = null;
  const meters = new Set<Meter>();

  // A context made before any gesture on the page starts suspended (autoplay policy): the next one resumes it.
  const onGesture = () => {
    if (context?.state === 'suspended') void context.resume().catch(noop);
    else disarm();
  };
  const disarm = () => GESTURES.forEach((type) => document.removeEventListener(type, onGesture, true));

  const read = () => {
    // A suspended context's analysers hold their last samples: they say nothing about now.
    const running = context?.state === 'running';
    const at = now();
    for (const meter of meters) {
      const loud = running && rms(meter) >= SPEAKING_THRESHOLD;
      if (loud) meter.loudAt = at;
      const speaking = loud || (meter.speaking && at - meter.loudAt < SPEAKING_HOLD_MS);
      if (speaking === meter.speaking) continue;
      meter.speaking = speaking;
      meter.onChange(speaking);
    }
  };

  const open = (): MeterContext | null => {
    if (idle) clearTimeout(idle);
    idle = null;
    if (context) return context;
    try {
      context = port.createContext();
    } catch {
      context = null;
    }
    if (context?.state === 'suspended') {
      void context.resume().catch(noop);
      GESTURES.forEach((type) => document.addEventListener(type, onGesture, { capture: true, passive: true }));
    }
    return context;
  };

  const release = () => {
    if (meters.size > 0 || !context) return;
    if (poll) clearInterval(poll);
    poll = null;
    idle ??= setTimeout(() => {
      idle = null;
      disarm();
      const closing = context;
      context = null;
      void closing?.close().catch(noop);
    }, IDLE_CLOSE_MS);
  };

  return {
    watch(track, onChange) {
      const audio = open();
      if (!audio) return noop;
      let meter: Meter;
      try {
        const analyser = audio.createAnalyser();
        analyser.fftSize = WINDOW_SAMPLES;
        const source = audio.createMediaStreamSource(port.streamOf(track));
        source.connect(analyser);
        meter = { source, analyser, samples: new Float32Array(analyser.fftSize), speaking: false, loudAt: 0, onChange };
      } catch {
        // A track that ended before it was measured: nothing to show.
        release();
        return noop;
      }
      meters.add(meter);
      poll ??= setInterval(read, SPEAKING_POLL_MS);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        meters.delete(meter);
        meter.source.disconnect();
        meter.analyser.disconnect();
        release();
      };
    },
  };
}

/** The browser's Web Audio; none (no indicator) where it is missing, as in jsdom. */
export const webAudioPort: AudioPort = {
  // Nothing is played through it: the largest buffers, the fewest wake-ups of the audio thread.
  createContext: () => (typeof AudioContext === 'undefined' ? null : new AudioContext({ latencyHint: 'playback' })),
  streamOf: (track) => new MediaStream([track]),
};

/** The page's monitor; a test provides its own (over fake audio) through this context. */
export const SpeakingMonitorContext = createContext<SpeakingMonitor>(createSpeakingMonitor(webAudioPort));

/**
 * Whether the microphone `track` is speaking now. Nothing is measured while `micOn` is false (a muted
 * participant never shows as speaking) or there is no track.
 */
export function useSpeaking(track: MediaStreamTrack | null, micOn: boolean): boolean {
  const monitor = useContext(SpeakingMonitorContext);
  const [speaking, setSpeaking] = useState(false);
  const measured = micOn ? track : null;
  useEffect(() => {
    if (!measured) return;
    const stop = monitor.watch(measured, setSpeaking);
    return () => {
      stop();
      setSpeaking(false);
    };
  }, [monitor, measured]);
  return measured !== null && speaking;
}
