import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { RecordFilled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClassSession } from './classSession';
import { useSessionState } from './useSessionState';

const useStyles = makeStyles({
  notice: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
});

/**
 * Shown to everyone while another participant (the teacher) records the class, and announced to screen
 * readers when it starts. The one who records sees their own record button's timer instead.
 */
export function RecordingNotice({ session }: { session: ClassSession }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const recorded = useSessionState(session, (state) => state.others.some((participant) => participant.recording));
  return (
    <div role="status">
      {recorded ? (
        <Text className={styles.notice} data-testid="classroom-recorded">
          <RecordFilled aria-hidden />
          {t('recording.notice')}
        </Text>
      ) : null}
    </div>
  );
}
