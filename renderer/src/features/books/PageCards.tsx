import { useEffect, useState } from 'react';
import { Body1, Button, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { BOOK_PAGES_MAX } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { PageCard } from './PageCard';
import { PageDialog } from './PageDialog';
import { type PageSource, useBookPages } from './queries';
import { useInView } from '../../ui/useInView';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalM },
  note: { color: tokens.colorNeutralForeground3 },
});

/** When the last card comes near, the next 100 pages load. */
function LoadMore({ onLoad, loading }: { onLoad(): void; loading: boolean }) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const [ref, inView] = useInView<HTMLDivElement>('200px');
  useEffect(() => {
    if (inView && !loading) onLoad();
  }, [inView, loading, onLoad]);
  return (
    <div ref={ref} className={styles.more}>
      {loading ? (
        <Spinner size="tiny" label={t('pages.loadingMore')} />
      ) : (
        <Button onClick={onLoad} data-testid="pages-more">
          {t('pages.more')}
        </Button>
      )}
    </div>
  );
}

/** The book's pages as image cards, fetched 100 at a time up to 1000 pages. */
export function PageCards({ source, pageCount }: { source: PageSource; pageCount: number }) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const pages = useBookPages(source, pageCount);
  const [opened, setOpened] = useState<number | null>(null);
  const list = pages.data?.pages.flat() ?? [];
  return (
    <section className={styles.root} data-testid="page-cards" data-count={list.length}>
      <Subtitle2 as="h2">{t('pages.title', { count: pageCount })}</Subtitle2>
      {pageCount > BOOK_PAGES_MAX && <Body1 className={styles.note}>{t('pages.capped', { max: BOOK_PAGES_MAX })}</Body1>}
      {pages.isPending && pageCount > 0 ? <Spinner size="tiny" /> : null}
      <div className={styles.grid}>
        {list.map((p) => (
          <PageCard key={p.pageNo} source={source} pageNo={p.pageNo} width={p.width} height={p.height} onOpen={setOpened} />
        ))}
      </div>
      {pages.hasNextPage && <LoadMore loading={pages.isFetchingNextPage} onLoad={() => void pages.fetchNextPage()} />}
      {opened !== null && (
        <PageDialog
          source={source}
          pageNo={opened}
          lastPage={list.at(-1)?.pageNo ?? opened}
          onPage={setOpened}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
