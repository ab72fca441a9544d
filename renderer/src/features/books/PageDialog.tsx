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
import { ArrowDownloadRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { platform } from '../../platform';
import { handleApiError } from '../../ui/feedback';
import { downloadPage, type PageSource, usePageImage } from './queries';
import { useObjectUrl } from '../../ui/useInView';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 95vw)', width: '100%' },
  content: { display: 'flex', justifyContent: 'center', maxHeight: '75vh', overflow: 'auto' },
  image: { maxWidth: '100%', height: 'auto' },
});

export interface PageDialogProps {
  source: PageSource;
  pageNo: number;
  lastPage: number;
  onPage(pageNo: number): void;
  onClose(): void;
}

/** One page at reading size, with previous, next and the page's download. */
export function PageDialog({ source, pageNo, lastPage, onPage, onClose }: PageDialogProps) {
  const { t } = useTranslation('books');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const image = usePageImage(source, pageNo, false);
  const url = useObjectUrl(image.data);
  const label = t('pages.pageNo', { page: pageNo });
  const save = async () => {
    try {
      const file = await downloadPage(source, pageNo);
      await platform.saveFile({ suggestedName: file.fileName ?? `page-${pageNo}`, data: file.blob });
    } catch (error) {
      handleApiError(error);
    }
  };
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="page-dialog" data-page={pageNo}>
        <DialogBody>
          <DialogTitle>{label}</DialogTitle>
          <DialogContent className={styles.content}>
            {url ? <img className={styles.image} src={url} alt={label} /> : <Spinner label={tc('loading')} />}
          </DialogContent>
          <DialogActions>
            <Button icon={<ChevronLeftRegular />} disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)} data-testid="page-previous">
              {t('pages.previous')}
            </Button>
            <Button
              icon={<ChevronRightRegular />}
              iconPosition="after"
              disabled={pageNo >= lastPage}
              onClick={() => onPage(pageNo + 1)}
              data-testid="page-next"
            >
              {t('pages.next')}
            </Button>
            <Button icon={<ArrowDownloadRegular />} onClick={() => void save()} data-testid="page-download">
              {t('pages.download')}
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
