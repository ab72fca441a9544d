import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { pageCount, pageItems } from './pagination';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    padding: tokens.spacingVerticalM,
  },
  gap: { padding: `0 ${tokens.spacingHorizontalXS}`, color: tokens.colorNeutralForeground3 },
});

export interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onChange(page: number): void;
  testId?: string;
}

/** First / previous / pages / next / last, one sibling and three boundary pages; nothing for an empty list (no lone "1"). */
export function Pagination({ page, size, total, onChange, testId = 'pagination' }: PaginationProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const last = pageCount(total, size);
  if (total <= 0) return null;
  const go = (target: number) => onChange(Math.min(last, Math.max(1, target)));
  return (
    <nav className={styles.root} aria-label={t('pagination.label')} data-testid={testId}>
      <Button
        appearance="subtle"
        size="small"
        icon={<ChevronDoubleLeftRegular />}
        aria-label={t('pagination.first')}
        disabled={page <= 1}
        onClick={() => go(1)}
      />
      <Button
        appearance="subtle"
        size="small"
        icon={<ChevronLeftRegular />}
        aria-label={t('pagination.previous')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      />
      {pageItems(page, last).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="small"
            appearance={item === page ? 'primary' : 'subtle'}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
            data-testid={`${testId}-page-${item}`}
          >
            {item}
          </Button>
        ) : (
          <span key={item} className={styles.gap} aria-hidden>
            …
          </span>
        ),
      )}
      <Button
        appearance="subtle"
        size="small"
        icon={<ChevronRightRegular />}
        aria-label={t('pagination.next')}
        disabled={page >= last}
        onClick={() => go(page + 1)}
      />
      <Button
        appearance="subtle"
        size="small"
        icon={<ChevronDoubleRightRegular />}
        aria-label={t('pagination.last')}
        disabled={page >= last}
        onClick={() => go(last)}
      />
    </nav>
  );
}
