import type { HTMLAttributes } from 'react';
import { CardPreview, makeStyles, mergeClasses, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  preview: {
    aspectRatio: '1 / 1.414',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  skeleton: { width: '100%', height: '100%' },
});

export interface PageImagePreviewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page image's object URL; a skeleton stands in until it is there. */
  url: string | null | undefined;
  /** The page's size in pixels, for its shape before the image arrives (A4 when unknown). */
  width: number;
  height: number;
  alt: string;
  loadingLabel: string;
  imageTestId: string;
}

/** The one page-image preview of a card (book pages, note pages): the page's shape, its image or a skeleton. */
export function PageImagePreview({ url, width, height, alt, loadingLabel, imageTestId, className, ...preview }: PageImagePreviewProps) {
  const styles = useStyles();
  return (
    <CardPreview
      {...preview}
      className={mergeClasses(styles.preview, className)}
      style={width > 0 && height > 0 ? { aspectRatio: `${width} / ${height}` } : undefined}
    >
      {url ? (
        <img className={styles.image} src={url} alt={alt} data-testid={imageTestId} />
      ) : (
        <Skeleton className={styles.skeleton} aria-label={loadingLabel}>
          <SkeletonItem className={styles.skeleton} />
        </Skeleton>
      )}
    </CardPreview>
  );
}
