import {
  Caption1,
  Card,
  CardPreview,
  Checkbox,
  makeStyles,
  Skeleton,
  SkeletonItem,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import type { NotePage } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useInView, useObjectUrl } from '../../ui/useInView';
import { useNotePageImage } from './queries';

const useStyles = makeStyles({
  card: { width: '100%' },
  preview: {
    aspectRatio: '1 / 1.414',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'zoom-in',
  },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  skeleton: { width: '100%', height: '100%' },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  label: { flexGrow: 1 },
});

export interface NotePageCardProps {
  noteIdx: number;
  page: NotePage;
  selected: boolean;
  onSelect(selected: boolean): void;
  onOpen(): void;
  /** The teacher's check toggle; absent for everyone else. */
  onCheck?(check: boolean): void;
}

/** A page with the student's ink (fetched when the card comes into view), its selection box and the teacher's check. */
export function NotePageCard({ noteIdx, page, selected, onSelect, onOpen, onCheck }: NotePageCardProps) {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  const [ref, inView] = useInView<HTMLDivElement>();
  const image = useNotePageImage({ noteIdx, agendaNo: page.agendaNo, pageNo: page.pageNo }, true, inView);
  const url = useObjectUrl(image.data);
  const label = page.pageName || t('pages.pageNo', { page: page.pageNo });
  return (
    <Card ref={ref} className={styles.card} data-testid="note-page-card" data-agenda={page.agendaNo} data-page={page.pageNo}>
      <CardPreview
        className={styles.preview}
        style={page.width > 0 && page.height > 0 ? { aspectRatio: `${page.width} / ${page.height}` } : undefined}
        onClick={onOpen}
        role="button"
        aria-label={t('pages.open', { page: label })}
        data-testid="note-page-open"
      >
        {url ? (
          <img className={styles.image} src={url} alt={label} data-testid="note-page-image" />
        ) : (
          <Skeleton className={styles.skeleton} aria-label={t('pages.loading')}>
            <SkeletonItem className={styles.skeleton} />
          </Skeleton>
        )}
      </CardPreview>
      <div className={styles.footer}>
        <Checkbox
          checked={selected}
          onChange={(_e, d) => onSelect(d.checked === true)}
          aria-label={t('pages.select', { page: label })}
          data-testid="note-page-select"
        />
        <Caption1 className={styles.label}>{label}</Caption1>
        {onCheck && (
          <ToggleButton
            size="small"
            appearance="subtle"
            icon={<CheckmarkCircleRegular />}
            checked={page.check}
            onClick={() => onCheck(!page.check)}
            aria-label={t('pages.check', { page: label })}
            data-testid="note-page-check"
            data-checked={String(page.check)}
          />
        )}
      </div>
    </Card>
  );
}
