import { useMemo } from 'react';
import { makeStyles, SearchBox, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { localDayEnd, localDayStart, NOTE_LIST_SIZE_DEFAULT } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { DateRangeFilter, lastMonth } from '../../ui/DateRangeFilter';
import { Pagination } from '../../ui/Pagination';
import { useListParams } from '../../ui/useListParams';
import { NoteDialog } from './NoteDialog';
import { NoteTable } from './NoteTable';
import { allowedNoteTabs, listTypeOfTab, type NoteTab, viewerOf } from './noteTabs';
import { useNoteList } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  total: { color: tokens.colorNeutralForeground3 },
});

/**
 * /{companyId}/note/list/{submitted,work,class} (service-area 2.11): the tabs the user's role allows
 * (another tab's address leads to the first allowed one), date range, keyword and pages; a row opens
 * the note dialog, kept in the address as ?noteIdx= so a link can open a note directly.
 */
export function NoteListPage({ tab }: { tab: NoteTab }) {
  const { t } = useTranslation('notes');
  const styles = useStyles();
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
  if (!allowed) return <Navigate to={`../${tabs[0]}`} replace />;
  const notes = list.data?.content ?? [];
  const total = list.data?.total ?? 0;
  const openedIdx = Number(params.get('noteIdx')) || 0;
  const setOpened = (noteIdx: number | null) => {
    const next = new URLSearchParams(params);
    if (noteIdx === null) next.delete('noteIdx');
    else next.set('noteIdx', String(noteIdx));
    setParams(next);
  };

  return (
    <section className={styles.root} data-testid="note-list-page" data-tab={tab} data-viewer={viewer}>
      <Title2 as="h1" data-testid="page-title">
        {t('list.title')}
      </Title2>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => void navigate(`../${String(d.value)}`)} data-testid="note-tabs">
        {tabs.map((value) => (
          <Tab key={value} value={value} data-testid={`note-tab-${value}`}>
            {t(`tab.${value}`)}
          </Tab>
        ))}
      </TabList>
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
      <NoteTable
        notes={notes}
        tab={tab}
        viewer={viewer}
        firstNumber={listParams.firstNumber(total)}
        loading={list.isPending}
        searching={keyword !== ''}
        onOpen={(note) => setOpened(note.noteIdx)}
      />
      <Pagination page={page} size={size} total={total} onChange={listParams.setPage} testId="note-pager" />
      {openedIdx > 0 && <NoteDialog noteIdx={openedIdx} onClose={() => setOpened(null)} />}
    </section>
  );
}
