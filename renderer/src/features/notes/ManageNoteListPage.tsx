import { useMemo, useState } from 'react';
import { localDayEnd, localDayStart, MANAGE_NOTE_LIST_SIZE, NoteListType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DateRangeFilter, lastMonth } from '../../ui/DateRangeFilter';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { useManageNoteTable } from './useManageNoteTable';
import { NoteLogDialog } from './NoteLogDialog';
import { useNoteList } from './queries';

/** /manage/note/list (manage-area "Work notes"): last month to today, keyword, 30 a page, newest submission first. */
export function ManageNoteListPage() {
  const { t } = useTranslation('notes');
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
  const total = list.data?.total ?? 0;
  const table = useManageNoteTable({
    firstNumber: listParams.firstNumber(total),
    searching: keyword !== '',
    onOpen: (note) => void navigate(`../view?noteIdx=${note.noteIdx}`),
    onSubmitLog: (note) => setSubmitLog(note.noteIdx),
    onValidate: (note) => void navigate(`../view?noteIdx=${note.noteIdx}&mode=inspect`),
  });

  return (
    <ListPage
      title={t('manage.title')}
      pageTestId="manage-note-list-page"
      list={list}
      listParams={listParams}
      pagerTestId="note-pager"
      filters={<DateRangeFilter label={t('list.dateRange')} from={from} to={to} onChange={listParams.setDateRange} testId="note-date" />}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'note-search' }}
      summary={(count) => t('list.total', { count })}
      summaryTestId="note-total"
      {...table}
    >
      {submitLog !== null && <NoteLogDialog noteIdx={submitLog} kind="submit" onClose={() => setSubmitLog(null)} />}
    </ListPage>
  );
}
