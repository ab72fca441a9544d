import { Caption1, Card, CardPreview, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type PageSource, usePageImage } from './queries';
import { useInView, useObjectUrl } from '../../ui/useInView';

const useStyles = makeStyles({
  card: { width: '100%', cursor: 'pointer' },
  preview: {
    aspectRatio: '1 / 1.414',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  skeleton: { width: '100%', height: '100%' },
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
      <CardPreview className={styles.preview} style={width > 0 && height > 0 ? { aspectRatio: `${width} / ${height}` } : undefined}>
        {url ? (
          <img className={styles.image} src={url} alt={label} data-testid="page-card-image" />
        ) : (
          <Skeleton className={styles.skeleton} aria-label={t('pages.loading')}>
            <SkeletonItem className={styles.skeleton} />
          </Skeleton>
        )}
      </CardPreview>
      <Caption1 className={styles.label}>{label}</Caption1>
    </Card>
  );
}
