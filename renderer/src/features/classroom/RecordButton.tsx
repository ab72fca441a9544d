import { useEffect } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { Record24Regular, RecordStop24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { mixClassAudio, useClassRecorder } from './recording';
import type { ClassSession } from './classSession';
import { useSessionState } from './useSessionState';

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The teacher's recording of the class: the shared screen (else the camera) with everyone's sound. */
export function RecordButton({ session }: { session: ClassSession }) {
  const { t } = useTranslation('classroom');
  const recorder = useClassRecorder({
    attendeeToken: session.attendeeToken,
    serverOrigin: session.serverOrigin,
    meetCode: session.joined.meet.meetCode,
  });
  useSessionState(session, (state) => state.localVersion);
  const video = session.tracks.screen ?? session.tracks.camera;
  const recording = recorder.state === 'recording';
  // The class is told while this recorder runs (RecordingNotice on the others' pages).
  useEffect(() => session.setRecording(recording), [session, recording]);
  const start = () => {
    if (!video) return;
    const audio = [...(session.tracks.mic ? [session.tracks.mic] : []), ...session.mesh.remoteAudioTracks()];
    recorder.start(mixClassAudio(audio, video));
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
