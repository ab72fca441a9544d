import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import type { ClassroomParticipant } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import type { ClassSession, SessionState } from './classSession';
import { initialRoomState } from './roomState';
import { fakeAudioPort, fakeMicTrack } from './testing/fakeAudio';
import { SPEAKING_POLL_MS, SpeakingMonitorContext, createSpeakingMonitor } from './useSpeaking';
import { VideoStage } from './VideoStage';

function person(peerId: string, mic: boolean): ClassroomParticipant {
  return {
    peerId,
    userIdx: Number(peerId.slice(1)),
    userName: `User ${peerId}`,
    role: 'student',
    media: { camera: false, mic, screen: false },
    hand: false,
    recording: false,
  };
}

/** What VideoStage reads of a session: its store, our tracks, and each peer's stream (microphone only). */
function fakeSession(you: ClassroomParticipant, others: ClassroomParticipant[], ownMic: MediaStreamTrack) {
  const remoteMics = new Map(others.map((participant) => [participant.peerId, fakeMicTrack(`mic-${participant.peerId}`)]));
  const state = { ...initialRoomState, phase: 'live', you, others } as unknown as SessionState;
  const session = {
    store: createStore<SessionState>(() => state),
    tracks: { mic: ownMic, camera: null, screen: null },
    remoteOf: (peerId: string) => {
      const mic = remoteMics.get(peerId);
      const stream = mic ? { getTracks: () => [mic], getAudioTracks: () => [mic], getVideoTracks: () => [] } : null;
      return { camera: stream as unknown as MediaStream | null, screen: null };
    },
  } as unknown as ClassSession;
  return { session, remoteMic: (peerId: string) => remoteMics.get(peerId) as MediaStreamTrack };
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom plays no media (the remote tiles' <video> is given its stream).
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe('the video stage', () => {
  it("measures our own microphone for our tile and each peer's stream for theirs; the muted stay dark", () => {
    const audio = fakeAudioPort();
    const ownMic = fakeMicTrack('own-mic');
    const { session, remoteMic } = fakeSession(person('m1', true), [person('m2', true), person('m3', false), person('m4', true)], ownMic);
    render(
      <AppProviders client={createQueryClient()}>
        <SpeakingMonitorContext value={createSpeakingMonitor(audio.port)}>
          <VideoStage session={session} />
        </SpeakingMonitorContext>
      </AppProviders>,
    );
    for (const track of [ownMic, remoteMic('m2'), remoteMic('m3')]) audio.setLevel(track);
    act(() => {
      vi.advanceTimersByTime(SPEAKING_POLL_MS * 2);
    });

    const speaking = Object.fromEntries(
      screen.getAllByTestId('classroom-tile').map((tile) => [tile.getAttribute('data-peer'), tile.getAttribute('data-speaking')]),
    );
    expect(speaking).toEqual({ m1: 'true', m2: 'true', m3: 'false', m4: 'false' });
    expect(audio.contexts).toHaveLength(1);
  });
});

describe('the video stage: a pinned participant', () => {
  it('shows the pinned participant large and the others in a row, until unpinned; a shared screen comes first', () => {
    const { session } = fakeSession(person('m1', false), [person('m2', false), person('m3', false)], fakeMicTrack('own-mic'));
    Object.assign(session, { pin: (peerId: string | null) => session.store.setState({ pinned: peerId }) });
    render(
      <AppProviders client={createQueryClient()}>
        <VideoStage session={session} />
      </AppProviders>,
    );
    const tileOf = (peerId: string) => screen.getAllByTestId('classroom-tile').find((tile) => tile.getAttribute('data-peer') === peerId);
    // Our own tile has no pin; the others' do.
    expect(within(tileOf('m1') as HTMLElement).queryByTestId('classroom-tile-pin')).toBeNull();
    fireEvent.click(within(tileOf('m3') as HTMLElement).getByRole('button', { name: 'Show User m3 large' }));
    const large = screen.getByTestId('classroom-pinned');
    expect(
      within(large)
        .getAllByTestId('classroom-tile')
        .map((tile) => tile.getAttribute('data-peer')),
    ).toEqual(['m3']);
    expect(
      within(screen.getByTestId('classroom-grid'))
        .getAllByTestId('classroom-tile')
        .map((tile) => tile.getAttribute('data-peer')),
    ).toEqual(['m1', 'm2']);
    fireEvent.click(within(large).getByRole('button', { name: "Back to everyone's tiles" }));
    expect(screen.queryByTestId('classroom-pinned')).toBeNull();
    expect(within(screen.getByTestId('classroom-grid')).getAllByTestId('classroom-tile')).toHaveLength(3);

    // While someone shares a screen, the screen is what is large.
    act(() => session.store.setState({ pinned: 'm3' }));
    expect(screen.getByTestId('classroom-pinned')).toBeInTheDocument();
    const sharing = { ...person('m2', false), media: { camera: false, mic: false, screen: true } };
    Object.assign(session, { remoteOf: () => ({ camera: null, screen: { getTracks: () => [], getVideoTracks: () => [] } }) });
    act(() => session.store.setState({ others: [sharing, person('m3', false)] }));
    expect(screen.getByTestId('classroom-screen')).toBeInTheDocument();
    expect(screen.queryByTestId('classroom-pinned')).toBeNull();
  });
});
