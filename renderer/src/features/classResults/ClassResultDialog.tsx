import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { AttendanceTable } from './AttendanceTable';
import { RoomMaterials } from '../rooms';
import { ClassRecordings } from './ClassRecordings';
import { ClassDescription, ClassNotes } from './ClassSections';
import { useClassAttendees, useClassResult } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, 96vw)', width: '100%' },
  content: { maxHeight: '80vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  description: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
  label: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * One class's results (service-area 2.10): the room description, recordings (with the record download
 * permission), reference materials, class notes and the attendees with their join and leave history.
 */
export function ClassResultDialog({ meetCode, onClose }: { meetCode: string; onClose(): void }) {
  const { t } = useTranslation('classResults');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const view = useClassResult(meetCode);
  const attendees = useClassAttendees(meetCode);
  const meet = view.data;
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="class-result-dialog" aria-label={t('detail.title')}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={tc('actions.close')}
                onClick={onClose}
                data-testid="class-dialog-close"
              />
            }
          >
            {meet?.meetTitle ?? t('detail.title')}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {view.isError ? (
              <MessageBar intent="error">
                <MessageBarBody>{t('detail.notFound')}</MessageBarBody>
              </MessageBar>
            ) : (
              <>
                {meet && <ClassDescription meet={meet} />}
                {meet && <ClassRecordings meetCode={meet.meetCode} recordDownload={meet.permissions.recordDownload} />}
                {meet && <RoomMaterials roomCode={meet.roomCode} meetCode={meetCode} canUpload={meet.permissions.uploadMaterials} />}
                {meet && <ClassNotes meetCode={meetCode} />}
                <section className={styles.section}>
                  <Subtitle2 as="h2">{t('detail.attendees')}</Subtitle2>
                  <AttendanceTable attendees={attendees.data ?? []} loading={attendees.isPending} />
                </section>
              </>
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
