import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commandQueryOptions } from '../../api/commandQuery';
import { handleApiError, notify } from '../../ui/feedback';
import { useNoteDownload } from './useNoteDownload';

/**
 * Downloads a whole note from a list that knows only its noteIdx (the class log's attendance): its
 * header and pages are read at the click, then the note download asks (or remembers) PDF or zip.
 */
export function NoteDownloadButton({ noteIdx, label }: { noteIdx: number; label: string }) {
  const { t } = useTranslation('notes');
  const client = useQueryClient();
  const download = useNoteDownload();
  const [loading, setLoading] = useState(false);
  const start = async () => {
    setLoading(true);
    try {
      const [view, agendas] = await Promise.all([
        client.fetchQuery(commandQueryOptions('note.VIEW', { noteIdx })),
        client.fetchQuery(commandQueryOptions('note.LIST_AGENDA', { noteIdx })),
      ]);
      const pages = agendas.resultList.flatMap((a) => a.pageList.map((p) => ({ agendaNo: p.agendaNo, pageNo: p.pageNo })));
      if (pages.length === 0) notify.warning(t('pages.empty'));
      else download.download(pages, view.result);
    } catch (error) {
      handleApiError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        icon={<ArrowDownloadRegular />}
        aria-label={label}
        disabled={loading || download.busy}
        onClick={() => void start()}
        data-testid="note-download-button"
      />
      {download.dialog}
    </>
  );
}
