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
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { NotePage } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../ui/useInView';
import { useNotePageImage } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, 96vw)', width: '100%' },
  content: { display: 'flex', justifyContent: 'center', maxHeight: '78vh', overflow: 'auto' },
  image: { maxWidth: '100%', height: 'auto' },
});

export interface NotePageViewerProps {
  noteIdx: number;
  pages: NotePage[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}

/** One page of the note at reading size with the student's ink, and previous and next through the note. */
export function NotePageViewer({ noteIdx, pages, index, onIndex, onClose }: NotePageViewerProps) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const page = pages[index];
  const image = useNotePageImage({ noteIdx, agendaNo: page.agendaNo, pageNo: page.pageNo }, false);
  const url = useObjectUrl(image.data);
  const label = page.pageName || t('pages.pageNo', { page: page.pageNo });
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="note-page-viewer" data-agenda={page.agendaNo} data-page={page.pageNo}>
        <DialogBody>
          <DialogTitle>{label}</DialogTitle>
          <DialogContent className={styles.content}>
            {url ? (
              <img className={styles.image} src={url} alt={label} data-testid="note-page-viewer-image" />
            ) : (
              <Spinner label={tc('loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button icon={<ChevronLeftRegular />} disabled={index <= 0} onClick={() => onIndex(index - 1)} data-testid="note-page-previous">
              {t('pages.previous')}
            </Button>
            <Button
              icon={<ChevronRightRegular />}
              iconPosition="after"
              disabled={index >= pages.length - 1}
              onClick={() => onIndex(index + 1)}
              data-testid="note-page-next"
            >
              {t('pages.next')}
            </Button>
            <Button appearance="primary" onClick={onClose} data-testid="note-page-viewer-close">
              {tc('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
