import { useMemo } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ClassSession } from './classSession';
import { MediaVideo } from './MediaVideo';
import { useDeferredSessionState, useSessionState } from './useSessionState';
import { VideoTile } from './VideoTile';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: 0, height: '100%' },
  screen: {
    flex: '1 1 60%',
    minHeight: 0,
    backgroundColor: '#000',
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    position: 'relative',
  },
  screenLabel: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    color: '#fff',
    backgroundColor: 'rgba(0,0,0,0.6)',
    padding: tokens.spacingHorizontalXS,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignContent: 'start',
    overflowY: 'auto',
  },
  strip: { gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 220px))' },
});

/** Everyone's camera in a grid; a shared screen, when there is one, large above them. */
export function VideoStage({ session }: { session: ClassSession }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const you = useSessionState(session, (state) => state.you);
  const others = useDeferredSessionState(session, (state) => state.others);
  const pen = useSessionState(session, (state) => state.pen);
  useSessionState(session, (state) => state.mediaVersion);
  useSessionState(session, (state) => state.localVersion);
  const cameraTrack = session.tracks.camera;
  const screenTrack = session.tracks.screen;
  const selfStream = useMemo(() => (cameraTrack ? new MediaStream([cameraTrack]) : null), [cameraTrack]);
  const selfScreen = useMemo(() => (screenTrack ? new MediaStream([screenTrack]) : null), [screenTrack]);
  const sharer = others.find((participant) => participant.media.screen && session.remoteOf(participant.peerId).screen);
  const screen = sharer
    ? { stream: session.remoteOf(sharer.peerId).screen, name: sharer.userName }
    : selfScreen && you
      ? { stream: selfScreen, name: you.userName }
      : null;

  return (
    <div className={styles.root}>
      {screen ? (
        <div className={styles.screen} data-testid="classroom-screen">
          <MediaVideo stream={screen.stream} fit="contain" label={t('room.sharingScreen', { name: screen.name })} />
          <Text className={styles.screenLabel}>{t('room.sharingScreen', { name: screen.name })}</Text>
        </div>
      ) : null}
      <div className={screen ? `${styles.grid} ${styles.strip}` : styles.grid} data-testid="classroom-grid">
        {you ? <VideoTile participant={you} stream={selfStream} self hasPen={pen === you.peerId} /> : null}
        {others.map((participant) => (
          <VideoTile
            key={participant.peerId}
            participant={participant}
            stream={session.remoteOf(participant.peerId).camera}
            self={false}
            hasPen={pen === participant.peerId}
          />
        ))}
      </div>
      {others.length === 0 && you ? <Text>{t('room.alone')}</Text> : null}
    </div>
  );
}
