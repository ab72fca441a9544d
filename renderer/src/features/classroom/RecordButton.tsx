import { useEffect } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { Record24Regular, RecordStop24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useClassRecorder } from './recording';
import type { ClassSession } from './classSession';
import { useSessionState } from './useSessionState';

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Our microphone and every other participant's sound. */
function classAudioOf(session: ClassSession): MediaStreamTrack[] {
  return [...(session.tracks.mic ? [session.tracks.mic] : []), ...session.mesh.remoteAudioTracks()];
}

/** The teacher's recording of the class: the shared screen (else the camera) with everyone's sound. */
export function RecordButton({ session }: { session: ClassSession }) {
  const { t } = useTranslation('classroom');
  const recorder = useClassRecorder({
    attendeeToken: session.attendeeToken,
    serverOrigin: session.serverOrigin,
    meetCode: session.joined.meet.meetCode,
  });
  const localVersion = useSessionState(session, (state) => state.localVersion);
  const mediaVersion = useSessionState(session, (state) => state.mediaVersion);
  const video = session.tracks.screen ?? session.tracks.camera;
  const recording = recorder.state === 'recording';
  // The class is told while this recorder runs (RecordingNotice on the others' pages).
  useEffect(() => session.setRecording(recording), [session, recording]);
  // Sound that comes while it records goes into it too: a participant who joins or comes back, our
  // microphone turned on for the first time or changed (the mix takes each track once).
  const { addAudio } = recorder;
  useEffect(() => {
    if (recording) for (const track of classAudioOf(session)) addAudio(track);
  }, [recording, session, addAudio, localVersion, mediaVersion]);
  const start = () => {
    if (!video) return;
    // The recorder mixes the sound into one track (a MediaRecorder records one).
    recorder.start(new MediaStream([video, ...classAudioOf(session)]));
  };
  const label = recording ? t('recording.stop') : video ? t('recording.start') : t('recording.noSource');
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance={recording ? 'primary' : 'secondary'}
        icon={recording ? <RecordStop24Regular /> : <Record24Regular />}
        disabled={recorder.state === 'uploading' || (!recording && !video)}
        onClick={() => (recording ? void recorder.stop() : start())}
        data-testid="classroom-record"
        data-state={recorder.state}
      >
        {recording
          ? t('recording.recording', { time: clock(recorder.elapsedSec) })
          : recorder.state === 'uploading'
            ? t('recording.uploading')
            : null}
      </Button>
    </Tooltip>
  );
}
