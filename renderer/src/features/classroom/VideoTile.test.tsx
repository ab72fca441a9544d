import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RendererProvider } from '@griffel/react';
import { act, render, screen } from '@testing-library/react';
import type { ClassroomParticipant } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { griffelRecorder } from '../../test/griffelRules';
import { i18n } from '../../i18n';
import { fakeAudioPort, fakeMicTrack } from './testing/fakeAudio';
import { SPEAKING_HOLD_MS, SPEAKING_POLL_MS, SpeakingMonitorContext, createSpeakingMonitor } from './useSpeaking';
import { VideoTile } from './VideoTile';

const polls = (count: number) =>
  act(() => {
    vi.advanceTimersByTime(count * SPEAKING_POLL_MS);
  });

function participant(mic: boolean): ClassroomParticipant {
  return {
    peerId: 'm2',
    userIdx: 2,
    userName: 'Lee',
    role: 'student',
    media: { camera: false, mic, screen: false },
    hand: false,
    recording: false,
  };
}

let styles = griffelRecorder();
const declared = (element: Element | null | undefined, pseudo?: string) => styles.declared(element, pseudo);

function renderTile(audio: ReturnType<typeof fakeAudioPort>, mic: MediaStreamTrack, micOn: boolean) {
  return render(
    <RendererProvider renderer={styles.renderer}>
      <AppProviders client={createQueryClient()}>
        <SpeakingMonitorContext value={createSpeakingMonitor(audio.port)}>
          <VideoTile participant={participant(micOn)} stream={null} audio={mic} self={false} hasPen={false} />
        </SpeakingMonitorContext>
      </AppProviders>
    </RendererProvider>,
  );
}

beforeEach(async () => {
  styles = griffelRecorder();
  await i18n.changeLanguage('en');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('style[data-make-styles-bucket]').forEach((element) => element.remove());
});

describe('a video tile', () => {
  it('lights up with a ring while its participant speaks, says so to screen readers, and goes dark after the pause', () => {
    const audio = fakeAudioPort();
    const mic = fakeMicTrack('remote-mic');
    renderTile(audio, mic, true);
    const tile = screen.getByTestId('classroom-tile');
    expect(tile).toHaveAttribute('data-speaking', 'false');
    expect(declared(tile, '::after')).toContain('opacity:0');
    const box = declared(tile);

    audio.setLevel(mic);
    polls(1);
    expect(tile).toHaveAttribute('data-speaking', 'true');
    expect(tile).toHaveAccessibleName(/Lee.*Speaking/);
    // The ring: drawn over the tile's edge inside it (no size or position of the tile changes).
    const ring = declared(tile, '::after');
    expect(ring).toContain('opacity:1');
    expect(ring).toContain('position:absolute');
    expect(ring).toMatch(/border:3px solid/);
    expect(declared(tile)).toBe(box);

    audio.setLevel(mic, 0);
    polls(Math.ceil(SPEAKING_HOLD_MS / SPEAKING_POLL_MS));
    expect(tile).toHaveAttribute('data-speaking', 'false');
    expect(screen.queryByText('Speaking')).toBeNull();
  });

  it('never lights up for a muted participant, however loud their track', () => {
    const audio = fakeAudioPort();
    const mic = fakeMicTrack('remote-mic');
    audio.setLevel(mic, 0.5);
    renderTile(audio, mic, false);
    polls(10);
    expect(screen.getByTestId('classroom-tile')).toHaveAttribute('data-speaking', 'false');
    expect(screen.getByTestId('classroom-mic-off')).toBeInTheDocument();
    // Nothing is measured at all.
    expect(audio.contexts.flatMap((context) => context.sources)).toEqual([]);
  });

  it('says "speaking" in Korean', async () => {
    await act(() => i18n.changeLanguage('ko'));
    const audio = fakeAudioPort();
    const mic = fakeMicTrack('remote-mic');
    audio.setLevel(mic);
    renderTile(audio, mic, true);
    polls(1);
    expect(screen.getByTestId('classroom-tile')).toHaveAccessibleName(/Lee.*말하는 중/);
  });

  it('disconnects its audio nodes when it goes', () => {
    const audio = fakeAudioPort();
    const mic = fakeMicTrack('remote-mic');
    const { unmount } = renderTile(audio, mic, true);
    const [source] = audio.context().sourcesOf(mic);
    expect(source.disconnected).toBe(false);
    unmount();
    expect(source.disconnected).toBe(true);
    expect(source.analyser?.disconnected).toBe(true);
  });
});
