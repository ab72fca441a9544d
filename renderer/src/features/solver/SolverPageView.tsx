import { Caption1, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import type { NotePage, PageInk } from '@boda/contract';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InkLayer, type InkToolState } from '../ink';
import { useObjectUrl } from '../../ui/useInView';
import { useNotePageImage } from './queries';
import { useNearViewport } from './useNearViewport';

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXXS },
  sheet: {
    position: 'relative',
    width: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  image: { position: 'absolute', inset: 0, width: '100%', height: '100%', userSelect: 'none', pointerEvents: 'none' },
  skeleton: { position: 'absolute', inset: 0 },
  skeletonItem: { width: '100%', height: '100%' },
});

export interface SolverPageViewProps {
  noteIdx: number;
  page: NotePage;
  ink: PageInk;
  tool: InkToolState;
  readOnly: boolean;
  /** The first page: its image and pen layer mount in the first render (the others once they near the viewport). */
  eager?: boolean;
  /** A stroke ended or strokes were erased: the ink before and after. */
  onInk(page: NotePage, before: PageInk, next: PageInk): void;
  /** Most of the page is on screen: the toolbar's undo acts on it. */
  onShown(page: NotePage): void;
}

/** How near the viewport a page mounts its image (fetched then) and pen layer. */
const NEAR_MARGIN = '600px';

/**
 * A page at reading size. Until it nears the viewport it is an empty sheet of the page's size: a long
 * homework opens with one page's image fetched, decoded and given a pen layer, not thirty
 * (tests/bench/solverOpen.ts). Memoised: typing an answer does not redraw 30 pages.
 */
export const SolverPageView = memo(function SolverPageView({
  noteIdx,
  page,
  ink,
  tool,
  readOnly,
  eager = false,
  onInk,
  onShown,
}: SolverPageViewProps) {
  const { t } = useTranslation('solver');
  const styles = useStyles();
  const [ref, near] = useNearViewport<HTMLDivElement>(eager, NEAR_MARGIN);
  const label = t('page', { page: page.pageNo });
  const aspect = page.width > 0 && page.height > 0 ? page.height / page.width : Math.SQRT2;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onShown(page), {
      threshold: 0.5,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, page, onShown]);

  return (
    <figure className={styles.figure} data-testid="solver-page" data-page={page.pageNo} data-agenda={page.agendaNo}>
      <div ref={ref} className={styles.sheet} style={{ aspectRatio: `1 / ${aspect}` }}>
        {near && (
          <PageContent
            noteIdx={noteIdx}
            page={page}
            ink={ink}
            tool={tool}
            readOnly={readOnly}
            aspect={aspect}
            label={label}
            onInk={onInk}
          />
        )}
      </div>
      <Caption1>{label}</Caption1>
    </figure>
  );
});

interface PageContentProps extends Pick<SolverPageViewProps, 'noteIdx' | 'page' | 'ink' | 'tool' | 'readOnly' | 'onInk'> {
  aspect: number;
  label: string;
}

/** The page's image (a skeleton until it is drawn) and the pen layer over it. */
function PageContent({ noteIdx, page, ink, tool, readOnly, aspect, label, onInk }: PageContentProps) {
  const { t } = useTranslation('solver');
  const styles = useStyles();
  const image = useNotePageImage({ noteIdx, agendaNo: page.agendaNo, pageNo: page.pageNo }, true);
  const url = useObjectUrl(image.data);
  const [drawn, setDrawn] = useState(false);
  return (
    <>
      {url && (
        <img
          className={styles.image}
          src={url}
          alt={label}
          draggable={false}
          onLoad={() => setDrawn(true)}
          data-testid="solver-page-image"
          data-drawn={drawn || undefined}
        />
      )}
      {!drawn && (
        <Skeleton
          className={styles.skeleton}
          aria-label={image.isError ? t('pageFailed', { page: page.pageNo }) : t('pageLoading', { page: page.pageNo })}
        >
          <SkeletonItem className={styles.skeletonItem} />
        </Skeleton>
      )}
      <InkLayer
        value={ink}
        onChange={(next) => onInk(page, ink, next)}
        tool={tool}
        readOnly={readOnly}
        aspect={aspect}
        testId="solver-ink"
      />
    </>
  );
}
