import { useCallback, useEffect, useRef, useState } from 'react';
import { calendarClock, CLASS_CLIENT_UPLOAD_PATH } from '@boda/contract';
import { createClassAudioMix, type ClassAudioMix } from './mixClassAudio';
import { StreamUpload, UploadRefusedError } from './streamUpload';

export type ClassRecorderState = 'idle' | 'recording' | 'uploading' | 'done' | 'error';

/** Why a recording failed: the server's error code (`WB-...`) when it refused, else one of these. */
export const RecordingError = {
  UNSUPPORTED: 'RECORDING_UNSUPPORTED',
  NO_VIDEO: 'RECORDING_NO_VIDEO',
  RECORDER: 'RECORDING_RECORDER_FAILED',
  UNREACHABLE: 'RECORDING_UPLOAD_UNREACHABLE',
} as const;

export interface ClassRecorderOptions {
  /** classClient.JOIN's attendee token: ties the recording to the class. */
  attendeeToken: string;
  /** Where the server is (`https://...`, no trailing slash). */
  serverOrigin: string;
  meetCode: string;
  /** The record's title in class results; the file name when not given. */
  recordTitle?: string;
}

export interface ClassRecorder {
  state: ClassRecorderState;
  start(source: MediaStream): void;
  stop(): Promise<void>;
  error: string | null;
  elapsedSec: number;
  addAudio(track: MediaStreamTrack): void;
  /** The record made (state done); null before, or when the server's last answer was lost. */
  recordIdx: number | null;
}

/** The first the browser records (Chromium: vp8; all of them WebM, which the server takes). */
export const RECORDING_MIME_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'] as const;
/** Each second of recording becomes a chunk on its way to the server. */
export const RECORDING_TIMESLICE_MS = 1000;

export function pickRecordingMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return RECORDING_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/**
 * `<kind>-<meetCode>-<yyyymmddHHMM>.<extension>` (a recording: `class-...webm`, a saved board: `board-...png`),
 * on the clock the app shows class times on (the calendar zone: the company's time zone when signed in,
 * contract rules/localDays.ts), not the computer's.
 */
export function classFileName(kind: 'class' | 'board', meetCode: string, at: Date, extension: string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = calendarClock(at);
  const stamp = `${clock.year}${two(clock.month)}${two(clock.day)}${two(clock.hour)}${two(clock.minute)}`;
  return `${kind}-${meetCode}-${stamp}.${extension}`;
}

export function recordingFileName(meetCode: string, startedAt: Date): string {
  return classFileName('class', meetCode, startedAt, 'webm');
}

const errorCodeOf = (error: unknown) =>
  error instanceof UploadRefusedError && error.errorCode ? error.errorCode : RecordingError.UNREACHABLE;

interface Session {
  recorder: MediaRecorder;
  mix: ClassAudioMix;
  upload: StreamUpload;
  timer: ReturnType<typeof setInterval>;
}

/**
 * Records the class (a video track, e.g. the shared screen or the board's capture, with the class's
 * audio mixed in) and uploads it while recording: each second's chunk goes to the server through a tus
 * upload of deferred length, so stopping only waits for the last chunks. MediaRecorder's WebM has no
 * duration in its header, and the header went to the server at the start: the server writes the duration
 * when the last byte arrives (server/src/resources/record/webmDuration.ts); the record's end is then.
 */
export function useClassRecorder({ attendeeToken, serverOrigin, meetCode, recordTitle }: ClassRecorderOptions): ClassRecorder {
  const [state, setState] = useState<ClassRecorderState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [elapsedSec, setElapsedSec] = useState(0);
  const [recordIdx, setRecordIdx] = useState<number | null>(null);
  const session = useRef<Session | null>(null);
  /** Audio that arrived before the recording started (remote participants joined earlier). */
  const laterAudio = useRef<MediaStreamTrack[]>([]);

  /** Ends the recorder and the mix; answers once the recorder's last chunk was handed over. */
  const halt = useCallback(async (current: Session) => {
    clearInterval(current.timer);
    if (current.recorder.state !== 'inactive') {
      await new Promise<void>((resolve) => {
        current.recorder.addEventListener('stop', () => resolve(), { once: true });
        current.recorder.stop();
      });
    }
    await current.mix.close();
  }, []);

  const fail = useCallback(
    (code: string) => {
      const current = session.current;
      session.current = null;
      setError(code);
      setState('error');
      if (current) void halt(current);
    },
    [halt],
  );

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    setState('uploading');
    await halt(current);
    try {
      const result = await current.upload.finish();
      setRecordIdx(result.recordIdx);
      setState('done');
    } catch (failure) {
      setError(errorCodeOf(failure));
      setState('error');
    }
  }, [halt]);

  const start = useCallback(
    (source: MediaStream) => {
      if (session.current) return;
      const video = source.getVideoTracks()[0];
      const mimeType = pickRecordingMimeType();
      if (!video || !mimeType) {
        fail(video ? RecordingError.UNSUPPORTED : RecordingError.NO_VIDEO);
        return;
      }
      const startedAt = new Date();
      const fileName = recordingFileName(meetCode, startedAt);
      const mix = createClassAudioMix([...source.getAudioTracks(), ...laterAudio.current], video);
      const upload = new StreamUpload({
        endpoint: `${serverOrigin}${CLASS_CLIENT_UPLOAD_PATH}`,
        metadata: {
          attendeeToken,
          kind: 'video',
          fileName,
          recordTitle: recordTitle ?? fileName.replace(/\.webm$/, ''),
          startDatetime: startedAt.toISOString(),
        },
        attendeeToken,
        onError: (failure) => fail(errorCodeOf(failure)),
      });
      const recorder = new MediaRecorder(mix.stream, { mimeType });
      recorder.addEventListener('dataavailable', (event) => upload.push(event.data));
      recorder.addEventListener('error', () => fail(RecordingError.RECORDER));
      const timer = setInterval(() => setElapsedSec(Math.floor((Date.now() - startedAt.getTime()) / 1000)), 1000);
      session.current = { recorder, mix, upload, timer };
      upload.create().catch((failure: unknown) => fail(errorCodeOf(failure)));
      // Sharing stopped from the browser's own bar: the recording ends with it.
      video.addEventListener('ended', () => void stop(), { once: true });
      recorder.start(RECORDING_TIMESLICE_MS);
      setError(null);
      setRecordIdx(null);
      setElapsedSec(0);
      setState('recording');
    },
    [attendeeToken, serverOrigin, meetCode, recordTitle, fail, stop],
  );

  const addAudio = useCallback((track: MediaStreamTrack) => {
    if (track.kind !== 'audio') return;
    if (!laterAudio.current.includes(track)) laterAudio.current.push(track);
    session.current?.mix.add(track);
  }, []);

  // Leaving the page mid-recording: what was recorded is still finished and kept.
  useEffect(() => () => void stop(), [stop]);

  return { state, start, stop, error, elapsedSec, addAudio, recordIdx };
}
