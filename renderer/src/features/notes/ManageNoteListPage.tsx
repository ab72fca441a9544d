import { useMemo, useState } from 'react';
import { makeStyles, SearchBox, Title2, tokens } from '@fluentui/react-components';
import { localDayEnd, localDayStart, MANAGE_NOTE_LIST_SIZE, NoteListType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DateRangeFilter, lastMonth } from '../../ui/DateRangeFilter';
import { Pagination } from '../../ui/Pagination';
import { useListParams } from '../../ui/useListParams';
import { ManageNoteTable } from './ManageNoteTable';
import { NoteLogDialog } from './NoteLogDialog';
import { useNoteList } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  total: { color: tokens.colorNeutralForeground3 },
});

/** /manage/note/list (manage-area "Work notes"): last month to today, keyword, 30 a page, newest submission first. */
export function ManageNoteListPage() {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  const navigate = useNavigate();
  const listParams = useListParams({ size: MANAGE_NOTE_LIST_SIZE });
  const { page, size, keyword } = listParams;
  const defaults = useMemo(() => lastMonth(), []);
  const from = listParams.from || defaults.from;
  const to = listParams.to || defaults.to;
  const [submitLog, setSubmitLog] = useState<number | null>(null);
  const list = useNoteList({
    searchType: NoteListType.MANAGE,
    page,
    size,
    searchStartDate: localDayStart(from),
    searchEndDate: localDayEnd(to),
    searchKeyword: keyword,
    order: 'noteSubmitDatetime,DESC',
  });
  const notes = list.data?.content ?? [];
  const total = list.data?.total ?? 0;

  return (
    <section className={styles.root} data-testid="manage-note-list-page">
      <Title2 as="h1" data-testid="page-title">
        {t('manage.title')}
      </Title2>
      <div className={styles.toolbar}>
        <DateRangeFilter label={t('list.dateRange')} from={from} to={to} onChange={listParams.setDateRange} testId="note-date" />
        <SearchBox
          placeholder={t('list.searchPlaceholder')}
          value={listParams.typed}
          onChange={(_e, d) => listParams.setTyped(d.value)}
          data-testid="note-search"
        />
      </div>
      <span className={styles.total} data-testid="note-total">
        {t('list.total', { count: total })}
      </span>
      <ManageNoteTable
        notes={notes}
        firstNumber={listParams.firstNumber(total)}
        loading={list.isPending}
        searching={keyword !== ''}
        onOpen={(note) => void navigate(`../view?noteIdx=${note.noteIdx}`)}
        onSubmitLog={(note) => setSubmitLog(note.noteIdx)}
        onValidate={(note) => void navigate(`../view?noteIdx=${note.noteIdx}&mode=inspect`)}
      />
      <Pagination page={page} size={size} total={total} onChange={listParams.setPage} testId="note-pager" />
      {submitLog !== null && <NoteLogDialog noteIdx={submitLog} kind="submit" onClose={() => setSubmitLog(null)} />}
    </section>
  );
}
