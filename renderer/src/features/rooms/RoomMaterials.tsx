import { useRef, useState } from 'react';
import { Button, Field, makeStyles, ProgressBar, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { acceptAttribute, ROOM_FILE_RULES, RoomFileType, type RoomFile } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useSession } from '../../api/session';
import { platform } from '../../platform';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify, showErrorPopup } from '../../ui/feedback';
import { checkMaterials, MATERIAL_MAX_MB } from './materialUpload';
import { useAddRoomFiles, useDelRoomFile } from './mutations';
import { useRoomFiles } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1 },
  hidden: { display: 'none' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

async function downloadMaterial(file: RoomFile) {
  try {
    const got = await api.download('roomFile.DOWNLOAD', { roomFileIdx: file.roomFileIdx });
    await platform.saveFile({ suggestedName: got.fileName ?? file.orgFileName, data: got.blob });
  } catch (err) {
    handleApiError(err);
  }
}

export interface RoomMaterialsProps {
  roomCode: string;
  /** A class's materials: only that meeting's are listed, and uploads are tied to it. */
  meetCode?: string;
  /** Shows the upload button (the server checks again who may upload). */
  canUpload: boolean;
}

/**
 * A room's reference materials (room view, class results, the class client's /wb/fileDownload): the
 * list with downloads, uploads checked before sending (formats, 500 MB, zip allowed) with their
 * progress, and removal by the uploader after a confirmation.
 */
export function RoomMaterials({ roomCode, meetCode, canUpload }: RoomMaterialsProps) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const me = useSession((s) => s.user?.userIdx);
  const files = useRoomFiles(roomCode, meetCode);
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddRoomFiles(setProgress);
  const del = useDelRoomFile();
  const [confirmDialog, confirm] = useConfirm('material-delete-confirm');
  const picker = useRef<HTMLInputElement>(null);

  const upload = async (list: FileList | null) => {
    const chosen = list ? Array.from(list) : [];
    // The same file may be picked again after a failure.
    if (picker.current) picker.current.value = '';
    if (chosen.length === 0) return;
    const checked = checkMaterials(chosen);
    if (checked.problem) {
      showErrorPopup({ type: 'WARNING', code: checked.problem.code, message: checked.problem.message });
      return;
    }
    if (checked.skippedDuplicates.length > 0) notify.info(t('materials.duplicateSkipped', { names: checked.skippedDuplicates.join(', ') }));
    setProgress(0);
    try {
      await add.mutateAsync({
        roomFile: { roomCode, meetCode, fileTypeCd: RoomFileType.REFERENCE },
        uploadFile: checked.accepted,
      });
      notify.success(t('materials.uploaded', { count: checked.accepted.length }));
    } catch (error) {
      handleApiError(error);
    } finally {
      setProgress(null);
    }
  };

  const remove = async (file: RoomFile) => {
    const yes = await confirm({
      title: t('materials.deleteTitle'),
      message: t('materials.deleteConfirm', { name: file.orgFileName }),
      confirmLabel: t('materials.delete'),
    });
    if (!yes) return;
    try {
      await del.mutateAsync({ roomFileIdx: file.roomFileIdx });
      notify.success(t('materials.deleted', { name: file.orgFileName }));
    } catch (error) {
      handleApiError(error);
    }
  };

  const columns: Array<DataColumn<RoomFile>> = [
    { id: 'name', header: t('materials.name'), testId: 'material-name', cell: (f) => f.orgFileName },
    { id: 'by', header: t('materials.uploader'), cell: (f) => f.userNm },
    { id: 'at', header: t('materials.date'), cell: (f) => <DateTime value={f.modDatetime} kind="dateTime" /> },
    {
      id: 'actions',
      header: t('materials.actions'),
      cell: (f) => (
        <span className={styles.actions}>
          <Button
            icon={<ArrowDownloadRegular />}
            size="small"
            aria-label={t('materials.downloadOne', { name: f.orgFileName })}
            onClick={() => void downloadMaterial(f)}
            data-testid="material-download"
          />
          {f.modUserIdx === me && (
            <Button
              icon={<DeleteRegular />}
              size="small"
              aria-label={t('materials.deleteOne', { name: f.orgFileName })}
              disabled={del.isPending}
              onClick={() => void remove(f)}
              data-testid="material-delete"
            />
          )}
        </span>
      ),
    },
  ];

  const uploading = progress !== null;
  return (
    <section className={styles.section} data-testid="room-materials">
      <div className={styles.head}>
        <Subtitle2 as="h2" className={styles.title}>
          {t('materials.title')}
        </Subtitle2>
        {canUpload && (
          <>
            <input
              ref={picker}
              type="file"
              multiple
              className={styles.hidden}
              accept={acceptAttribute(ROOM_FILE_RULES)}
              onChange={(e) => void upload(e.target.files)}
              data-testid="material-upload-input"
            />
            <Button
              icon={<ArrowUploadRegular />}
              disabled={uploading}
              title={t('materials.uploadHint', { max: MATERIAL_MAX_MB })}
              onClick={() => picker.current?.click()}
              data-testid="material-upload"
            >
              {t('materials.upload')}
            </Button>
          </>
        )}
      </div>
      {uploading && (
        <Field
          validationState="none"
          validationMessage={t('materials.uploading', { percent: Math.round(progress * 100) })}
          data-testid="material-upload-progress"
        >
          <ProgressBar value={progress} max={1} thickness="large" />
        </Field>
      )}
      <DataTable
        rows={files.data ?? []}
        columns={columns}
        rowKey={(f) => f.roomFileIdx}
        ariaLabel={t('materials.title')}
        testId="materials-table"
        rowTestId="material-row"
        rowAttributes={(f) => ({ 'data-file-name': f.orgFileName })}
        loading={files.isPending}
        empty={{ searching: false, nothingYet: t('materials.empty') }}
      />
      {confirmDialog}
    </section>
  );
}
