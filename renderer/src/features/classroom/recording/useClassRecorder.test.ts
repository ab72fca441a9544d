import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setCalendarTimeZone } from '@boda/contract';
import { recordingFileName, useClassRecorder } from './useClassRecorder';

/* jsdom has no media: a recorder, tracks and an audio graph that record what the hook does with them. */
const track = (kind: 'audio' | 'video', id: string) =>
  ({ kind, id, readyState: 'live', addEventListener: vi.fn() }) as unknown as MediaStreamTrack;

class FakeMediaStream {
  constructor(readonly tracks: MediaStreamTrack[] = []) {}
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
}

const mixedSources: MediaStreamTrack[][] = [];
class FakeAudioContext {
  createMediaStreamDestination = () => ({ stream: new FakeMediaStream([track('audio', 'mixed')]) });
  createMediaStreamSource = (stream: FakeMediaStream) => {
    mixedSources.push(stream.tracks);
    return { connect: vi.fn() };
  };
  resume = () => Promise.resolve();
  close = () => Promise.resolve();
}

const recorders: FakeMediaRecorder[] = [];
const recorder = () => recorders.at(-1);
class FakeMediaRecorder extends EventTarget {
  static isTypeSupported = (type: string) => type === 'video/webm;codecs=vp8,opus';
  state: 'inactive' | 'recording' = 'inactive';
  timeslice = 0;
  constructor(
    readonly stream: FakeMediaStream,
    readonly options: { mimeType: string },
  ) {
    super();
    recorders.push(this);
  }
  start(timeslice: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  emit(bytes: number[]) {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([Uint8Array.from(bytes)]) }));
  }
  stop() {
    this.state = 'inactive';
    // The last chunk comes before the stop event, as in browsers.
    setTimeout(() => {
      this.emit([9, 9]);
      this.dispatchEvent(new Event('stop'));
    }, 0);
  }
}

function bytesOf(blob: Blob): Promise<number[]> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(blob);
  });
}

/** The server's tus endpoint, deferred length, in memory. */
function fakeServer(refuse = false) {
  const stored: number[] = [];
  let metadata = '';
  let length: number | null = null;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    if (init.method === 'POST') {
      metadata = headers['Upload-Metadata'];
      if (refuse) return new Response(JSON.stringify({ errorCode: 'WB-401-001' }), { status: 401 });
      return new Response(null, { status: 201, headers: { Location: '/open/classClient/upload/resumable-9' } });
    }
    // The upload's address alone is no credential (the server refuses it without the attendee token).
    if (headers.Authorization !== 'Bearer attendee-token')
      return new Response(JSON.stringify({ errorCode: 'WB-401-001' }), { status: 401 });
    if (headers['Upload-Length']) length = Number(headers['Upload-Length']);
    stored.push(...(await bytesOf(init.body as Blob)));
    const done = length === stored.length;
    return new Response(null, {
      status: 204,
      headers: { 'Upload-Offset': String(stored.length), ...(done ? { 'Record-Idx': '42' } : {}) },
    });
  });
  const meta = () =>
    Object.fromEntries(
      metadata.split(',').map((pair) => {
        const [key, value] = pair.split(' ');
        return [key, atob(value)];
      }),
    );
  return { fetch, stored, meta, length: () => length };
}

beforeEach(() => {
  mixedSources.length = 0;
  recorders.length = 0;
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
});

const options = { attendeeToken: 'attendee-token', serverOrigin: 'https://class.example', meetCode: 'M123' };

describe('useClassRecorder', () => {
  it('records the video with the class audio mixed in and uploads it while recording; stopping makes the record', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const { result } = renderHook(() => useClassRecorder(options));
    const remoteEarly = track('audio', 'remote-early');
    act(() => result.current.addAudio(remoteEarly));
    const mic = track('audio', 'mic');
    act(() => result.current.start(new FakeMediaStream([track('video', 'screen'), mic]) as unknown as MediaStream));
    expect(result.current.state).toBe('recording');
    expect(recorder()?.options.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(recorder()?.timeslice).toBe(1000);
    // The recorder gets the video and one mixed audio track; a participant joining later is mixed in too.
    expect(recorder()?.stream.tracks.map((t) => t.id)).toEqual(['screen', 'mixed']);
    act(() => result.current.addAudio(track('audio', 'remote-late')));
    expect(mixedSources.flat().map((t) => t.id)).toEqual(['mic', 'remote-early', 'remote-late']);

    act(() => recorder()?.emit([1, 2, 3]));
    act(() => recorder()?.emit([4, 5]));
    // Sent while still recording.
    await waitFor(() => expect(server.stored).toEqual([1, 2, 3, 4, 5]));
    expect(server.length()).toBeNull();

    await act(() => result.current.stop());
    expect(result.current.state).toBe('done');
    expect(result.current.recordIdx).toBe(42);
    expect(server.stored).toEqual([1, 2, 3, 4, 5, 9, 9]);
    expect(server.length()).toBe(7);
    expect(server.meta()).toMatchObject({
      attendeeToken: 'attendee-token',
      kind: 'video',
      recordTitle: expect.stringMatching(/^class-M123-/),
    });
    expect(server.meta().fileName).toMatch(/^class-M123-\d{12}\.webm$/);
    expect(server.fetch.mock.calls[0][0]).toBe('https://class.example/open/classClient/upload');
  });

  it('reports the server’s refusal and stops recording', async () => {
    vi.stubGlobal('fetch', fakeServer(true).fetch);
    const { result } = renderHook(() => useClassRecorder(options));
    act(() => result.current.start(new FakeMediaStream([track('video', 'camera')]) as unknown as MediaStream));
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.error).toBe('WB-401-001');
    await waitFor(() => expect(recorder()?.state).toBe('inactive'));
  });

  it("titles the recording on the clock the app shows class times on (the company's zone), not the computer's", async () => {
    // 20:53 UTC on November 30 is 05:53 on December 1 in Seoul.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T20:53:10Z'));
    setCalendarTimeZone('Asia/Seoul');
    try {
      const server = fakeServer();
      vi.stubGlobal('fetch', server.fetch);
      const { result } = renderHook(() => useClassRecorder({ ...options, meetCode: 'MDUXJD2AAR3B' }));
      act(() => result.current.start(new FakeMediaStream([track('video', 'screen')]) as unknown as MediaStream));
      await waitFor(() => expect(server.fetch).toHaveBeenCalled());
      expect(server.meta()).toMatchObject({
        fileName: 'class-MDUXJD2AAR3B-202612010553.webm',
        recordTitle: 'class-MDUXJD2AAR3B-202612010553',
      });
      await act(() => result.current.stop());
    } finally {
      setCalendarTimeZone(null);
      vi.useRealTimers();
    }
  });

  it('refuses a source without video', () => {
    const { result } = renderHook(() => useClassRecorder(options));
    act(() => result.current.start(new FakeMediaStream([track('audio', 'mic')]) as unknown as MediaStream));
    expect([result.current.state, result.current.error]).toEqual(['error', 'RECORDING_NO_VIDEO']);
  });
});

describe('recordingFileName', () => {
  it("stamps the start in the calendar zone (the signed-in company's time zone) wherever the computer is", () => {
    const startedAt = new Date('2026-11-30T20:53:10Z');
    try {
      setCalendarTimeZone('Asia/Seoul');
      expect(recordingFileName('MDUXJD2AAR3B', startedAt)).toBe('class-MDUXJD2AAR3B-202612010553.webm');
      setCalendarTimeZone('America/New_York');
      expect(recordingFileName('MDUXJD2AAR3B', startedAt)).toBe('class-MDUXJD2AAR3B-202611301553.webm');
    } finally {
      setCalendarTimeZone(null);
    }
  });
});
