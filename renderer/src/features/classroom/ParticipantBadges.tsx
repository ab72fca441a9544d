import { Badge, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { HandRight16Filled, MicOff16Regular, Pen16Regular, VideoOff16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClassroomParticipant } from '@boda/contract';

const useStyles = makeStyles({ row: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS } });

/** Role, raised hand, pen, and what is off: shown on video tiles and in the participants list. */
export function ParticipantBadges({ participant, hasPen }: { participant: ClassroomParticipant; hasPen: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  return (
    <span className={styles.row}>
      <Badge appearance={participant.role === 'teacher' ? 'filled' : 'tint'} size="small" data-testid="classroom-role">
        {t(`room.${participant.role}`)}
      </Badge>
      {participant.hand ? (
        <Tooltip content={t('room.handRaised')} relationship="label">
          <HandRight16Filled role="img" aria-label={t('room.handRaised')} data-testid="classroom-hand" />
        </Tooltip>
      ) : null}
      {hasPen ? <Pen16Regular role="img" aria-label={t('room.hasPen')} /> : null}
      {participant.media.mic ? null : <MicOff16Regular role="img" aria-label={t('room.micOff')} data-testid="classroom-mic-off" />}
      {participant.media.camera ? null : <VideoOff16Regular role="img" aria-label={t('room.cameraOff')} />}
    </span>
  );
}
