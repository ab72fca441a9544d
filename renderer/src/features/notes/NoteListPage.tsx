import { useMemo } from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { localDayEnd, localDayStart, NOTE_LIST_SIZE_DEFAULT } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { DateRangeFilter, lastMonth } from '../../ui/DateRangeFilter';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { NoteDialog } from './NoteDialog';
import { useNoteTable } from './useNoteTable';
import { allowedNoteTabs, listTypeOfTab, type NoteTab, viewerOf } from './noteTabs';
import { useNoteList } from './queries';

/**
 * /{companyId}/note/list/{submitted,work,class} (service-area 2.11): the tabs the user's role allows
 * (another tab's address leads to the first allowed one), date range, keyword and pages; a row opens
 * the note dialog, kept in the address as ?noteIdx= so a link can open a note directly.
 */
export function NoteListPage({ tab }: { tab: NoteTab }) {
  const { t } = useTranslation('notes');
  const navigate = useNavigate();
  const viewer = viewerOf(useSession((s) => s.user?.userTypeCd));
  const tabs = allowedNoteTabs(viewer);
  const listParams = useListParams({ size: NOTE_LIST_SIZE_DEFAULT });
  const { page, size, keyword } = listParams;
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => lastMonth(), []);
  const from = listParams.from || defaults.from;
  const to = listParams.to || defaults.to;
  const allowed = tabs.includes(tab);
  const list = useNoteList(
    {
      searchType: listTypeOfTab[tab],
      page,
      size,
      searchStartDate: localDayStart(from),
      searchEndDate: localDayEnd(to),
      searchKeyword: keyword,
      order: 'noteSubmitDatetime,DESC',
    },
    allowed,
  );
  const total = list.data?.total ?? 0;
  const openedIdx = Number(params.get('noteIdx')) || 0;
  const setOpened = (noteIdx: number | null) => {
    const next = new URLSearchParams(params);
    if (noteIdx === null) next.delete('noteIdx');
    else next.set('noteIdx', String(noteIdx));
    setParams(next);
  };
  const table = useNoteTable({
    tab,
    viewer,
    firstNumber: listParams.firstNumber(total),
    searching: keyword !== '',
    onOpen: (note) => setOpened(note.noteIdx),
  });
  if (!allowed) return <Navigate to={`../${tabs[0]}`} replace />;

  return (
    <ListPage
      title={t('list.title')}
      pageTestId="note-list-page"
      pageAttributes={{ 'data-tab': tab, 'data-viewer': viewer }}
      list={list}
      listParams={listParams}
      pagerTestId="note-pager"
      tabs={
        <TabList selectedValue={tab} onTabSelect={(_e, d) => void navigate(`../${String(d.value)}`)} data-testid="note-tabs">
          {tabs.map((value) => (
            <Tab key={value} value={value} data-testid={`note-tab-${value}`}>
              {t(`tab.${value}`)}
            </Tab>
          ))}
        </TabList>
      }
      filters={<DateRangeFilter label={t('list.dateRange')} from={from} to={to} onChange={listParams.setDateRange} testId="note-date" />}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'note-search' }}
      summary={(count) => t('list.total', { count })}
      summaryTestId="note-total"
      {...table}
    >
      {openedIdx > 0 && <NoteDialog noteIdx={openedIdx} onClose={() => setOpened(null)} />}
    </ListPage>
  );
}
