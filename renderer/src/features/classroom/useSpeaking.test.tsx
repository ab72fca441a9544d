import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { fakeAudioPort, fakeMicTrack } from './testing/fakeAudio';
import {
  SPEAKING_HOLD_MS,
  SPEAKING_POLL_MS,
  SPEAKING_THRESHOLD,
  SpeakingMonitorContext,
  createSpeakingMonitor,
  useSpeaking,
  webAudioPort,
  type SpeakingMonitor,
} from './useSpeaking';

/** Polls after the last loud one until speaking ends. */
const QUIET_POLLS = Math.ceil(SPEAKING_HOLD_MS / SPEAKING_POLL_MS);
const polls = (count: number) =>
  act(() => {
    vi.advanceTimersByTime(count * SPEAKING_POLL_MS);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // In this order: a global stubbed under fake timers was saved as the fake; real timers come back last.
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the speaking monitor', () => {
  it('turns on at the first loud reading, stays on through a short pause, and off after the quiet period', () => {
    const audio = fakeAudioPort();
    const changes: boolean[] = [];
    const mic = fakeMicTrack('mic');
    createSpeakingMonitor(audio.port).watch(mic, (speaking) => changes.push(speaking));

    polls(3);
    expect(changes).toEqual([]);
    audio.setLevel(mic, 0.1);
    polls(1);
    expect(changes).toEqual([true]);

    // A pause between words (shorter than the hold), then speech again: no flicker, no repeated news.
    audio.setLevel(mic, 0);
    polls(QUIET_POLLS - 1);
    audio.setLevel(mic, 0.1);
    polls(2);
    expect(changes).toEqual([true]);

    audio.setLevel(mic, 0);
    polls(QUIET_POLLS - 1);
    expect(changes).toEqual([true]);
    polls(1);
    expect(changes).toEqual([true, false]);
  });

  it('measures the RMS against the threshold: a lone click or a hum just under it is no speech', () => {
    const audio = fakeAudioPort();
    const changes: boolean[] = [];
    const mic = fakeMicTrack('mic');
    createSpeakingMonitor(audio.port).watch(mic, (speaking) => changes.push(speaking));
    const analyser = audio.context().sourcesOf(mic)[0].analyser;
    if (!analyser) throw new Error('the source feeds no analyser');

    // One loud sample in the window: its peak is high, its RMS is not.
    analyser.wave = (i) => (i === 100 ? 0.9 : 0);
    polls(5);
    analyser.wave = (i) => (i % 2 === 0 ? SPEAKING_THRESHOLD * 0.9 : -SPEAKING_THRESHOLD * 0.9);
    polls(5);
    expect(changes).toEqual([]);
    analyser.wave = (i) => (i % 2 === 0 ? SPEAKING_THRESHOLD * 1.1 : -SPEAKING_THRESHOLD * 1.1);
    polls(1);
    expect(changes).toEqual([true]);
  });

  it('polls on a timer, not every animation frame, with one analyser window covering the time between polls', () => {
    const frame = vi.fn(() => 0);
    vi.stubGlobal('requestAnimationFrame', frame);
    const audio = fakeAudioPort();
    const mic = fakeMicTrack('mic');
    createSpeakingMonitor(audio.port).watch(mic, () => undefined);
    audio.setLevel(mic, 0.1);
    polls(4);
    expect(frame).not.toHaveBeenCalled();
    expect(SPEAKING_POLL_MS).toBeGreaterThanOrEqual(150);
    expect(SPEAKING_POLL_MS).toBeLessThanOrEqual(200);
    // 48 kHz: the window's length in milliseconds reaches (nearly) the next poll.
    const windowMs = ((audio.context().analysers[0]?.fftSize ?? 0) / 48_000) * 1000;
    expect(windowMs).toBeGreaterThan(SPEAKING_POLL_MS * 0.9);
  });

  it('shares one context, disconnects a stopped track’s nodes, and closes the context only when nothing is measured', () => {
    const audio = fakeAudioPort();
    const monitor = createSpeakingMonitor(audio.port);
    const first = fakeMicTrack('first');
    const second = fakeMicTrack('second');
    const stopFirst = monitor.watch(first, () => undefined);
    const stopSecond = monitor.watch(second, () => undefined);
    expect(audio.contexts).toHaveLength(1);
    const context = audio.context();
    const [firstSource] = context.sourcesOf(first);
    expect(firstSource.analyser).toBe(context.analysers[0]);

    stopFirst();
    expect(firstSource.disconnected).toBe(true);
    expect(firstSource.analyser?.disconnected).toBe(true);
    expect(context.sourcesOf(second)[0].disconnected).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(context.closed).toBe(false);

    // The last one gone, the context stays a moment for tiles mounted again at once, then closes.
    stopSecond();
    const third = monitor.watch(fakeMicTrack('third'), () => undefined);
    expect(audio.contexts).toHaveLength(1);
    third();
    vi.advanceTimersByTime(60_000);
    expect(context.closed).toBe(true);
    // The next watch makes a new one.
    monitor.watch(first, () => undefined);
    expect(audio.contexts).toHaveLength(2);
  });

  it('resumes a context the autoplay policy held suspended at the next gesture, and reads nothing while it is suspended', () => {
    const audio = fakeAudioPort({ suspended: true });
    const changes: boolean[] = [];
    const mic = fakeMicTrack('mic');
    createSpeakingMonitor(audio.port).watch(mic, (speaking) => changes.push(speaking));
    const context = audio.context();
    expect(context.resumeCalls).toBe(1);
    audio.setLevel(mic, 0.1);
    polls(3);
    expect(changes).toEqual([]);

    context.resumeAllowed = true;
    fireEvent.pointerDown(document.body);
    expect(context.state).toBe('running');
    polls(1);
    expect(changes).toEqual([true]);
    // Running, the gesture listener goes at the next gesture and resumes nothing more.
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(context.resumeCalls).toBe(2);
  });

  it('shows nothing and throws nothing without Web Audio or with a track that cannot be measured', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(webAudioPort.createContext()).toBeNull();
    const changes: boolean[] = [];
    const none = createSpeakingMonitor(webAudioPort);
    expect(() => none.watch(fakeMicTrack('mic'), (speaking) => changes.push(speaking))()).not.toThrow();

    const failing = createSpeakingMonitor({
      createContext: () => {
        throw new Error('NotSupportedError');
      },
      streamOf: fakeAudioPort().port.streamOf,
    });
    expect(() => failing.watch(fakeMicTrack('mic'), (speaking) => changes.push(speaking))()).not.toThrow();

    const audio = fakeAudioPort();
    const ended = { ...fakeMicTrack('ended'), readyState: 'ended' } as MediaStreamTrack;
    expect(() => createSpeakingMonitor(audio.port).watch(ended, (speaking) => changes.push(speaking))()).not.toThrow();
    polls(5);
    expect(changes).toEqual([]);
  });
});

describe('useSpeaking', () => {
  function withMonitor(monitor: SpeakingMonitor) {
    return ({ children }: { children: ReactNode }) => <SpeakingMonitorContext value={monitor}>{children}</SpeakingMonitorContext>;
  }

  it('follows the track, starts over on a new track, and disconnects its nodes on unmount', () => {
    const audio = fakeAudioPort();
    const first = fakeMicTrack('first');
    const second = fakeMicTrack('second');
    const { result, rerender, unmount } = renderHook(({ track }) => useSpeaking(track, true), {
      initialProps: { track: first },
      wrapper: withMonitor(createSpeakingMonitor(audio.port)),
    });
    expect(result.current).toBe(false);
    audio.setLevel(first, 0.1);
    polls(1);
    expect(result.current).toBe(true);

    // Another microphone (a device switch): the old nodes go, the new track starts quiet.
    rerender({ track: second });
    expect(audio.context().sourcesOf(first)[0].disconnected).toBe(true);
    expect(result.current).toBe(false);
    audio.setLevel(second, 0.1);
    polls(1);
    expect(result.current).toBe(true);

    unmount();
    const [source] = audio.context().sourcesOf(second);
    expect(source.disconnected).toBe(true);
    expect(source.analyser?.disconnected).toBe(true);
  });

  it('never measures a muted microphone, and goes dark at once when it is muted while speaking', () => {
    const audio = fakeAudioPort();
    const mic = fakeMicTrack('mic');
    const { result, rerender } = renderHook(({ micOn }) => useSpeaking(mic, micOn), {
      initialProps: { micOn: false },
      wrapper: withMonitor(createSpeakingMonitor(audio.port)),
    });
    polls(5);
    expect(result.current).toBe(false);
    expect(audio.contexts.flatMap((context) => context.sources)).toEqual([]);

    rerender({ micOn: true });
    audio.setLevel(mic, 0.1);
    polls(1);
    expect(result.current).toBe(true);
    rerender({ micOn: false });
    expect(result.current).toBe(false);
    expect(audio.context().sourcesOf(mic)[0].disconnected).toBe(true);
    polls(QUIET_POLLS + 2);
    expect(result.current).toBe(false);
  });
});
