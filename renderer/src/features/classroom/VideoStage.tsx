import { useMemo, useRef } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ClassroomParticipant } from '@boda/contract';
import type { ClassSession } from './classSession';
import { MediaVideo } from './MediaVideo';
import { useTileLayout } from './tileLayout';
import { useDeferredSessionState, useSessionState } from './useSessionState';
import { VideoTile } from './VideoTile';

/** Between tiles, in pixels: the layout counts it (tileLayout). */
const TILE_GAP_PX = 12;

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
  // The tiles fill the stage (useTileLayout sets the columns, each of them free to shrink until the stage
  // is measured again: a panel opening beside it must not push the page wider than the window).
  grid: {
    flex: '1 1 auto',
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: `${TILE_GAP_PX}px`,
    justifyContent: 'center',
    alignContent: 'center',
    overflowY: 'auto',
  },
  // Beside the board: from the top, level with it.
  top: { alignContent: 'start' },
  // A pinned participant's tile, as large as the stage allows at 16:9.
  pinned: { flex: '1 1 60%', minHeight: 0, display: 'grid', placeItems: 'center' },
  // Under a shared screen: a row of small tiles.
  strip: { flex: '0 0 auto', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 220px))', alignContent: 'start' },
});

/**
 * Everyone's camera in a grid that fills the stage; a shared screen, when there is one, large above them.
 * `besideBoard`: in the column beside the board, the tiles start at its top.
 */
export function VideoStage({ session, besideBoard = false }: { session: ClassSession; besideBoard?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const you = useSessionState(session, (state) => state.you);
  const others = useDeferredSessionState(session, (state) => state.others);
  const pen = useSessionState(session, (state) => state.pen);
  const pinnedId = useSessionState(session, (state) => state.pinned);
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
  // A pinned participant is shown large, the others in a row under them; a shared screen comes first.
  const pinned = screen ? undefined : others.find((participant) => participant.peerId === pinnedId);
  const inGrid = others.filter((participant) => participant !== pinned);
  const grid = useRef<HTMLDivElement>(null);
  const layout = useTileLayout(grid, (you ? 1 : 0) + inGrid.length, TILE_GAP_PX);
  const large = screen !== null || pinned !== undefined;
  const tileOf = (participant: ClassroomParticipant, isPinned: boolean) => {
    const camera = session.remoteOf(participant.peerId).camera;
    return (
      <VideoTile
        key={participant.peerId}
        participant={participant}
        stream={camera}
        audio={camera?.getAudioTracks()[0] ?? null}
        self={false}
        hasPen={pen === participant.peerId}
        pinned={isPinned}
        onPin={() => session.pin(isPinned ? null : participant.peerId)}
        large={isPinned}
      />
    );
  };

  return (
    <div className={styles.root}>
      {screen ? (
        <div className={styles.screen} data-testid="classroom-screen">
          <MediaVideo stream={screen.stream} fit="contain" label={t('room.sharingScreen', { name: screen.name })} />
          <Text className={styles.screenLabel}>{t('room.sharingScreen', { name: screen.name })}</Text>
        </div>
      ) : null}
      {pinned ? (
        <div className={styles.pinned} data-testid="classroom-pinned">
          {tileOf(pinned, true)}
        </div>
      ) : null}
      {others.length === 0 && you ? <Text>{t('room.alone')}</Text> : null}
      <div
        ref={grid}
        className={mergeClasses(styles.grid, besideBoard && styles.top, large && styles.strip)}
        style={
          !large && layout && layout.tileWidth > 0
            ? { gridTemplateColumns: `repeat(${layout.columns}, minmax(0, ${layout.tileWidth}px))` }
            : undefined
        }
        data-testid="classroom-grid"
      >
        {you ? <VideoTile participant={you} stream={selfStream} audio={session.tracks.mic} self hasPen={pen === you.peerId} /> : null}
        {inGrid.map((participant) => tileOf(participant, false))}
      </div>
    </div>
  );
}
