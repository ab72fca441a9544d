import { useId } from 'react';
import { Avatar, Text, ToggleButton, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PinOffRegular, PinRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClassroomParticipant } from '@boda/contract';
import { MediaVideo } from './MediaVideo';
import { ParticipantBadges } from './ParticipantBadges';
import { useSpeaking } from './useSpeaking';

const useStyles = makeStyles({
  tile: {
    // A figure's default margins (40px at the sides) would shrink the tile and misalign the grid.
    margin: 0,
    position: 'relative',
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    display: 'grid',
    placeItems: 'center',
  },
  large: { height: '100%', width: 'auto', maxWidth: '100%', minHeight: 0 },
  raised: { outline: `3px solid ${tokens.colorPaletteYellowBorderActive}` },
  // Speaking: a ring drawn inside the tile, over the video (the size stays; a raised hand's outline stays
  // outside it, both can show).
  ring: {
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      border: `3px solid ${tokens.colorPaletteLightGreenBorderActive}`,
      pointerEvents: 'none',
      opacity: 0,
      transitionProperty: 'opacity',
      transitionDuration: tokens.durationFaster,
      '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
    },
  },
  speaking: { '::after': { opacity: 1 } },
  caption: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    bottom: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'rgba(0, 0, 0, 0.6)',
    color: '#fff',
  },
  fill: { width: '100%', height: '100%' },
  // Over the video's corner, readable on any picture.
  pin: {
    position: 'absolute',
    top: tokens.spacingVerticalXS,
    right: tokens.spacingHorizontalXS,
    color: '#fff',
    backgroundColor: 'rgba(0,0,0,0.45)',
    ':hover': { color: '#fff', backgroundColor: 'rgba(0,0,0,0.65)' },
  },
  hidden: { display: 'none' },
  // Read by screen readers with the name, not shown (the ring shows it).
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

export interface VideoTileProps {
  participant: ClassroomParticipant;
  /** Camera and microphone (remote), or our camera only (self). */
  stream: MediaStream | null;
  /** The microphone track whose sound lights the tile up: the remote stream's, or our own microphone. */
  audio: MediaStreamTrack | null;
  self: boolean;
  hasPen: boolean;
  /** Shown large on this page; with `onPin`, the tile has a pin button that switches it. */
  pinned?: boolean;
  onPin?: () => void;
  /** As large as its box allows at 16:9 (the pinned tile), instead of its grid cell's width. */
  large?: boolean;
}

/** One participant: their camera (or their initials when it is off), name, role and state, a ring while speaking. */
export function VideoTile({ participant, stream, audio, self, hasPen, pinned = false, onPin, large = false }: VideoTileProps) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const name = self ? t('room.you', { name: participant.userName }) : participant.userName;
  const showVideo = participant.media.camera && stream !== null;
  const speaking = useSpeaking(audio, participant.media.mic);
  const captionId = useId();
  return (
    <figure
      className={mergeClasses(
        styles.tile,
        large && styles.large,
        styles.ring,
        participant.hand && styles.raised,
        speaking && styles.speaking,
      )}
      data-testid="classroom-tile"
      data-peer={participant.peerId}
      data-speaking={speaking}
      // Named by its caption (name, badges, speaking), also where a screen reader skips figcaption.
      aria-labelledby={captionId}
    >
      {/* The element stays while the camera is off: it still plays the participant's sound. */}
      <div className={showVideo ? styles.fill : styles.hidden}>
        <MediaVideo stream={stream} self={self} label={name} />
      </div>
      {showVideo ? null : <Avatar name={participant.userName} size={72} aria-hidden />}
      <figcaption id={captionId} className={styles.caption}>
        <Text weight="semibold" truncate wrap={false}>
          {name}
        </Text>
        <ParticipantBadges participant={participant} hasPen={hasPen} />
        {speaking ? <span className={styles.visuallyHidden}>{t('tile.speaking')}</span> : null}
      </figcaption>
      {onPin ? (
        <Tooltip content={pinned ? t('tile.unpin', { name }) : t('tile.pin', { name })} relationship="label">
          <ToggleButton
            className={styles.pin}
            size="small"
            appearance="subtle"
            icon={pinned ? <PinOffRegular /> : <PinRegular />}
            checked={pinned}
            onClick={onPin}
            data-testid="classroom-tile-pin"
          />
        </Tooltip>
      ) : null}
    </figure>
  );
}
