import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import type { ClassSession, SessionState } from './classSession';
import { RecordButton } from './RecordButton';
import { FakeStream, FakeTrack } from './testing/fakeRtc';

const recorder = vi.hoisted(() => ({
  state: 'idle' as 'idle' | 'recording',
  start: vi.fn(),
  stop: vi.fn(),
  addAudio: vi.fn(),
  error: null,
  elapsedSec: 0,
  recordIdx: null,
}));
vi.mock('./recording', () => ({ useClassRecorder: () => recorder }));

/** A teacher's session: its own tracks, the others' sound from the mesh, the versions the page watches. */
function teacherSession() {
  const store = createStore(() => ({ localVersion: 0, mediaVersion: 0 }) as unknown as SessionState);
  const remote: FakeTrack[] = [];
  const session = {
    store,
    attendeeToken: 'attendee-token-0123456789',
    serverOrigin: 'https://boda.example.kr',
    joined: { meet: { meetCode: 'MX' } },
    tracks: { mic: null as FakeTrack | null, camera: new FakeTrack('video', 'cam'), screen: null },
    mesh: { remoteAudioTracks: () => remote },
    setRecording: vi.fn(),
  };
  render(
    <AppProviders client={createQueryClient()}>
      <RecordButton session={session as unknown as ClassSession} />
    </AppProviders>,
  );
  return { session, store, remote };
}

beforeEach(() => {
  vi.stubGlobal('MediaStream', FakeStream);
  recorder.state = 'idle';
  recorder.addAudio.mockClear();
});

describe('the recording button', () => {
  it("records the sound that comes while it records: a late student's, our microphone turned on later", () => {
    const { session, store, remote } = teacherSession();
    recorder.state = 'recording';
    act(() => store.setState({ localVersion: 1 }));
    expect(recorder.addAudio).not.toHaveBeenCalled();
    // A student joins: their sound arrives with their media.
    const student = new FakeTrack('audio', 'student-mic');
    remote.push(student);
    act(() => store.setState({ mediaVersion: 1 }));
    expect(recorder.addAudio).toHaveBeenCalledWith(student);
    // The teacher joined without a microphone and turns one on now.
    const mic = new FakeTrack('audio', 'teacher-mic');
    session.tracks.mic = mic;
    act(() => store.setState({ localVersion: 2 }));
    expect(recorder.addAudio).toHaveBeenCalledWith(mic);
  });

  it('adds nothing while it is not recording', () => {
    const { store, remote } = teacherSession();
    remote.push(new FakeTrack('audio', 'student-mic'));
    act(() => store.setState({ mediaVersion: 1 }));
    expect(recorder.addAudio).not.toHaveBeenCalled();
  });
});
