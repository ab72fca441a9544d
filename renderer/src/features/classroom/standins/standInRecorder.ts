import { useCallback, useRef, useState } from 'react';

export type ClassRecorderState = 'idle' | 'recording' | 'uploading' | 'done' | 'error';

export interface ClassRecorder {
  state: ClassRecorderState;
  start(source: MediaStream): void;
  stop(): Promise<void>;
  error: string | null;
  elapsedSec: number;
  addAudio(track: MediaStreamTrack): void;
}

/** One stream of the class's video and every audio track (stand-in: the real one mixes through WebAudio). */
export function mixClassAudio(audioTracks: MediaStreamTrack[], video: MediaStreamTrack): MediaStream {
  return new MediaStream([video, ...audioTracks]);
}

/** Stand-in for ./recording's recorder until the merge: records nothing, only walks through the states. */
export function useClassRecorder(_options: { attendeeToken: string; serverOrigin: string; meetCode: string }): ClassRecorder {
  const [state, setState] = useState<ClassRecorderState>('idle');
  const [elapsedSec, setElapsedSec] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const start = useCallback(() => {
    setState('recording');
    setElapsedSec(0);
    timer.current = setInterval(() => setElapsedSec((sec) => sec + 1), 1000);
  }, []);
  const stop = useCallback(async () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setState('done');
    await Promise.resolve();
  }, []);
  const addAudio = useCallback(() => undefined, []);
  return { state, start, stop, error: null, elapsedSec, addAudio };
}
