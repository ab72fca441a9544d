import { Button, makeStyles, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../ui/feedback';
import { AttendanceTable } from './AttendanceTable';
import { RoomMaterials } from '../rooms';
import { ClassRecordings } from './ClassRecordings';
import { ClassDescription, ClassNotes } from './ClassSections';
import { useClassAttendees, useClassResult } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
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
 * /manage/log/logMeet/view?meetCode= (manage-area "Class log" detail): the room description, recordings,
 * materials, class notes and the attendance table. Without a meetCode: 'empty class history' and back.
 */
export function ManageClassLogViewPage() {
  const { t } = useTranslation('classResults');
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const meetCode = params.get('meetCode') ?? '';
  const view = useClassResult(meetCode);
  const attendees = useClassAttendees(meetCode);
  const missing = meetCode === '' || view.isError;
  useEffect(() => {
    if (!missing) return;
    notify.error(t('manage.emptyHistory'));
    void navigate('../list', { replace: true });
  }, [missing, navigate, t]);
  const meet = view.data;
  if (!meet) return null;
  return (
    <section className={styles.root} data-testid="manage-class-log-view">
      <div>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => void navigate(-1)} data-testid="log-back">
          {t('manage.back')}
        </Button>
      </div>
      <Title2 as="h1" data-testid="page-title">
        {meet.meetTitle}
      </Title2>
      <ClassDescription meet={meet} withOpener />
      <ClassRecordings meetCode={meet.meetCode} recordDownload={meet.permissions.recordDownload} />
      <RoomMaterials roomCode={meet.roomCode} meetCode={meetCode} canUpload={meet.permissions.uploadMaterials} />
      <ClassNotes
        meetCode={meetCode}
        noteAddress={(companyId, noteIdx) => `/${encodeURIComponent(companyId)}/manage/log/logMeet/viewNote?noteIdx=${noteIdx}`}
      />
      <section className={styles.section}>
        <Subtitle2 as="h2">{t('detail.attendees')}</Subtitle2>
        <AttendanceTable
          attendees={attendees.data ?? []}
          loading={attendees.isPending}
          onViewNote={(noteIdx) => void navigate(`../viewNote?noteIdx=${noteIdx}`)}
        />
      </section>
    </section>
  );
}
