import { type NoteStatusCd, noteStatusLabel } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { NoteViewer } from './noteTabs';

/** The status word as the spec's table gives it for the viewer's side (service-area 4 "Note status display"). */
export function NoteStatusText({ status, viewer }: { status: NoteStatusCd; viewer: NoteViewer }) {
  const { t } = useTranslation('notes');
  const label = noteStatusLabel(status, viewer);
  return (
    <span data-testid="note-status" data-status={label}>
      {t(`status.${label}`)}
    </span>
  );
}
