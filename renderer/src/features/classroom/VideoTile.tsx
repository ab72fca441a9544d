import { Avatar, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ClassroomParticipant } from '@boda/contract';
import { MediaVideo } from './MediaVideo';
import { ParticipantBadges } from './ParticipantBadges';

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
  raised: { outline: `3px solid ${tokens.colorPaletteYellowBorderActive}` },
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
  hidden: { display: 'none' },
});

export interface VideoTileProps {
  participant: ClassroomParticipant;
  /** Camera and microphone (remote), or our camera only (self). */
  stream: MediaStream | null;
  self: boolean;
  hasPen: boolean;
}

/** One participant: their camera (or their initials when it is off), name, role and state. */
export function VideoTile({ participant, stream, self, hasPen }: VideoTileProps) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const name = self ? t('room.you', { name: participant.userName }) : participant.userName;
  const showVideo = participant.media.camera && stream !== null;
  return (
    <figure
      className={mergeClasses(styles.tile, participant.hand && styles.raised)}
      data-testid="classroom-tile"
      data-peer={participant.peerId}
    >
      {/* The element stays while the camera is off: it still plays the participant's sound. */}
      <div className={showVideo ? styles.fill : styles.hidden}>
        <MediaVideo stream={stream} self={self} label={name} />
      </div>
      {showVideo ? null : <Avatar name={participant.userName} size={72} aria-hidden />}
      <figcaption className={styles.caption}>
        <Text weight="semibold" truncate wrap={false}>
          {name}
        </Text>
        <ParticipantBadges participant={participant} hasPen={hasPen} />
      </figcaption>
    </figure>
  );
}
