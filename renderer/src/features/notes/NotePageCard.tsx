import { Caption1, Card, Checkbox, makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import type { NotePage } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { PageImagePreview } from '../../ui/PageImagePreview';
import { useInView, useObjectUrl } from '../../ui/useInView';
import { useNotePageImage } from './queries';

const useStyles = makeStyles({
  card: { width: '100%' },
  preview: { cursor: 'zoom-in' },
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
      <PageImagePreview
        className={styles.preview}
        url={url}
        width={page.width}
        height={page.height}
        alt={label}
        loadingLabel={t('pages.loading')}
        imageTestId="note-page-image"
        onClick={onOpen}
        role="button"
        aria-label={t('pages.open', { page: label })}
        data-testid="note-page-open"
      />
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
