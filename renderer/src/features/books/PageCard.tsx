import { Caption1, Card, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type PageSource, usePageImage } from './queries';
import { PageImagePreview } from '../../ui/PageImagePreview';
import { useInView, useObjectUrl } from '../../ui/useInView';

const useStyles = makeStyles({
  card: { width: '100%', cursor: 'pointer' },
  label: { textAlign: 'center' },
});

export interface PageCardProps {
  source: PageSource;
  pageNo: number;
  width: number;
  height: number;
  onOpen(pageNo: number): void;
}

/** A page's thumbnail, fetched when the card comes into view; opens the full page. */
export function PageCard({ source, pageNo, width, height, onOpen }: PageCardProps) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const [ref, inView] = useInView<HTMLDivElement>();
  const image = usePageImage(source, pageNo, true, inView);
  const url = useObjectUrl(image.data);
  const label = t('pages.pageNo', { page: pageNo });
  return (
    <Card ref={ref} className={styles.card} onClick={() => onOpen(pageNo)} aria-label={label} data-testid="page-card" data-page={pageNo}>
      <PageImagePreview
        url={url}
        width={width}
        height={height}
        alt={label}
        loadingLabel={t('pages.loading')}
        imageTestId="page-card-image"
      />
      <Caption1 className={styles.label}>{label}</Caption1>
    </Card>
  );
}
