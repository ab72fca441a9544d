import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, PlayRegular } from '@fluentui/react-icons';
import type { MeetRecord } from '@boda/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { platform } from '../../platform';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { formatFileSize } from '../../ui/fileSize';
import { handleApiError } from '../../ui/feedback';
import { usePlayUrl, useRecordChats, useRecordVideos } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  video: {
    width: '100%',
    maxHeight: '60vh',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    borderRadius: tokens.borderRadiusMedium,
  },
  surface: { maxWidth: '960px', width: '90vw' },
});

/** Saves a record (video or chat file) where the user chooses. */
export async function downloadRecord(record: MeetRecord): Promise<void> {
  try {
    const got = await api.download('recordVideo.DOWNLOAD_FILE', { recordIdx: record.recordIdx, inline: 'false' });
    await platform.saveFile({ suggestedName: got.fileName ?? record.fileName, data: got.blob });
  } catch (err) {
    handleApiError(err);
  }
}

/** The in-app player: the server streams the video by a short-lived ticket, so the player can seek (HTTP Range). */
export function RecordPlayerDialog({ record, onClose }: { record: MeetRecord; onClose(): void }) {
  const { t } = useTranslation('classResults');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const playUrl = usePlayUrl(record.recordIdx);
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="record-player-dialog">
        <DialogBody>
          <DialogTitle>{record.recordTitle}</DialogTitle>
          <DialogContent>
            {playUrl.data ? (
              <video
                className={styles.video}
                src={`${platform.apiBaseUrl()}${playUrl.data.url}`}
                controls
                autoPlay
                preload="metadata"
                data-testid="record-player"
                aria-label={record.recordTitle}
              />
            ) : playUrl.isError ? (
              <Text>{t('records.playFailed')}</Text>
            ) : (
              <Spinner label={t('records.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadRecord(record)}>
              {t('records.download')}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {tc('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Play (videos only) and download buttons of one record. */
export function RecordActions({ record, onPlay }: { record: MeetRecord; onPlay(r: MeetRecord): void }) {
  const { t } = useTranslation('classResults');
  const styles = useStyles();
  return (
    <span className={styles.actions}>
      {record.kind === 'video' && (
        <Button
          icon={<PlayRegular />}
          size="small"
          data-testid="record-play"
          aria-label={t('records.playOne', { name: record.recordTitle })}
          onClick={() => onPlay(record)}
        />
      )}
      <Button
        icon={<ArrowDownloadRegular />}
        size="small"
        data-testid="record-download"
        aria-label={t('records.downloadOne', { name: record.fileName })}
        onClick={() => void downloadRecord(record)}
      />
    </span>
  );
}

function RecordTable({
  records,
  loading,
  kind,
  onPlay,
}: {
  records: MeetRecord[];
  loading: boolean;
  kind: 'video' | 'chat';
  onPlay(r: MeetRecord): void;
}) {
  const { t, i18n } = useTranslation('classResults');
  const columns: Array<DataColumn<MeetRecord>> = [
    { id: 'title', header: t('records.title'), testId: 'record-title', cell: (r) => r.recordTitle },
    { id: 'by', header: t('records.uploader'), cell: (r) => r.recUser.userName },
    ...(kind === 'video'
      ? [
          {
            id: 'length',
            header: t('records.length'),
            cell: (r: MeetRecord) => (r.durationSec === null ? '-' : formatDuration(r.durationSec)),
          },
        ]
      : []),
    { id: 'size', header: t('records.size'), cell: (r) => formatFileSize(r.fileSize, i18n.language) },
    { id: 'at', header: t('records.date'), cell: (r) => <DateTime value={r.regDatetime} kind="dateTime" /> },
    { id: 'actions', header: t('records.actions'), cell: (r) => <RecordActions record={r} onPlay={onPlay} /> },
  ];
  return (
    <DataTable
      rows={records}
      columns={columns}
      rowKey={(r) => r.recordIdx}
      ariaLabel={kind === 'video' ? t('records.videos') : t('records.chats')}
      testId={kind === 'video' ? 'record-videos' : 'record-chats'}
      rowTestId="record-row"
      loading={loading}
      empty={{ searching: false, nothingYet: kind === 'video' ? t('detail.noRecordings') : t('records.noChats') }}
    />
  );
}

/**
 * Recordings and chat files of a class (service-area 2.10): only with the record download permission;
 * without it the lists are not asked for and the section says so.
 */
export function ClassRecordings({ meetCode, recordDownload }: { meetCode: string; recordDownload: boolean }) {
  const { t } = useTranslation('classResults');
  const styles = useStyles();
  const videos = useRecordVideos(meetCode, recordDownload);
  const chats = useRecordChats(meetCode, recordDownload);
  const [playing, setPlaying] = useState<MeetRecord | null>(null);
  return (
    <section className={styles.section} data-testid="class-recordings">
      <Subtitle2 as="h2">{t('detail.recordings')}</Subtitle2>
      {recordDownload ? (
        <>
          <RecordTable records={videos.data ?? []} loading={videos.isPending} kind="video" onPlay={setPlaying} />
          <RecordTable records={chats.data ?? []} loading={chats.isPending} kind="chat" onPlay={setPlaying} />
        </>
      ) : (
        <Text data-testid="no-record-permission">{t('detail.noRecordPermission')}</Text>
      )}
      {playing && <RecordPlayerDialog record={playing} onClose={() => setPlaying(null)} />}
    </section>
  );
}
