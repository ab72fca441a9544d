import { useState } from 'react';
import { noteDownloadFileName, type NoteSummary } from '@boda/contract';
import { api } from '../../api';
import { platform } from '../../platform';
import { handleApiError } from '../../ui/feedback';
import { DownloadTypeDialog } from './DownloadTypeDialog';
import { type DownloadTypeChoice, type NoteDownloadType, readDownloadChoice, saveDownloadChoice } from './noteStorage';

export interface PageKey {
  agendaNo: number;
  pageNo: number;
}

/** Asks the server for the selected pages as one PDF or a zip of images, and saves the file. */
async function downloadPages(note: NoteSummary, pages: PageKey[], format: NoteDownloadType) {
  const file = await api.download('noteFile.DOWNLOAD_PAGE', { noteIdx: note.noteIdx, pageList: JSON.stringify(pages), format });
  await platform.saveFile({
    suggestedName: file.fileName ?? noteDownloadFileName(note.noteTitle, note.user.userName, format),
    data: file.blob,
  });
}

/**
 * The note download (service-area 2.11): the type is asked, then remembered unless the user ticks
 * 'ask again'; `chooseAndDownload` asks in any case (to change a remembered type). A list of notes
 * (the class log's attendance) names the note at the click instead: `download(pages, note)`.
 */
export function useNoteDownload(note?: NoteSummary) {
  const [asking, setAsking] = useState<{ pages: PageKey[]; note: NoteSummary } | null>(null);
  const [busy, setBusy] = useState(false);
  const [remembered, setRemembered] = useState(readDownloadChoice);

  const run = async (target: NoteSummary, pages: PageKey[], format: NoteDownloadType) => {
    setBusy(true);
    try {
      await downloadPages(target, pages, format);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const download = (pages: PageKey[], target = note) => {
    if (!target) return;
    const choice = readDownloadChoice();
    if (choice.ask) setAsking({ pages, note: target });
    else void run(target, pages, choice.type);
  };
  const chosen = (choice: DownloadTypeChoice) => {
    saveDownloadChoice(choice);
    setRemembered(choice);
    setAsking(null);
    if (asking) void run(asking.note, asking.pages, choice.type);
  };
  const dialog = asking ? (
    <DownloadTypeDialog initial={remembered} pageCount={asking.pages.length} onChoose={chosen} onCancel={() => setAsking(null)} />
  ) : null;
  const chooseAndDownload = (pages: PageKey[]) => {
    if (note) setAsking({ pages, note });
  };
  return { download, chooseAndDownload, busy, remembered, dialog };
}
