import { useState } from 'react';
import { Button, makeStyles, SearchBox, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/router/paths';
import { Pagination } from '../../ui/Pagination';
import { useListParams } from '../../ui/useListParams';
import { useMayWrite } from './access';
import { BoardTable } from './BoardTable';
import { PostDialog } from './PostDialog';
import { type BoardSection, useBoard, useBoardPosts } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
});

export interface BoardPageProps {
  section: BoardSection;
  /** Mounted under /manage: every post with its period, notices registered here. */
  manage: boolean;
}

/** .../{notice|board}/list: keyword, 10 per page (list params in the URL), write button for those who may. */
export function BoardListPage({ section, manage }: BoardPageProps) {
  const { t } = useTranslation('board');
  const styles = useStyles();
  const navigate = useNavigate();
  const listParams = useListParams({ size: Limits.BOARD_PAGE_SIZE });
  const { page, keyword } = listParams;
  const board = useBoard(section);
  const list = useBoardPosts(section, { page, searchKeyword: keyword });
  const mayWrite = useMayWrite(section, manage);
  const [writing, setWriting] = useState(false);
  const total = list.data?.total ?? 0;
  const publishUse = board.data?.publishUse ?? false;

  return (
    <section className={styles.root} data-testid="board-list-page" data-section={section}>
      <Title2 as="h1">{t(`title.${section}`)}</Title2>
      {/* The two boards side by side: the menus name one entry (notices), the board is one click on. */}
      <TabList
        selectedValue={section}
        onTabSelect={(_e, d) => void navigate(`../../${String(d.value)}/list`, { relative: 'path' })}
        aria-label={t('sections')}
        data-testid="board-sections"
      >
        <Tab value="notice" data-testid="board-section-notice">
          {t('title.notice')}
        </Tab>
        <Tab value="board" data-testid="board-section-board">
          {t('title.board')}
        </Tab>
      </TabList>
      <div className={styles.toolbar}>
        <SearchBox
          placeholder={t('list.search')}
          value={listParams.typed}
          onChange={(_e, d) => listParams.setTyped(d.value)}
          data-testid="board-search"
        />
        <span className={styles.spacer} />
        {mayWrite && board.data && (
          <Button appearance="primary" icon={<EditRegular />} onClick={() => setWriting(true)} data-testid="board-register">
            {t('list.register')}
          </Button>
        )}
      </div>
      <BoardTable
        section={section}
        posts={list.data?.content ?? []}
        firstNumber={listParams.firstNumber(total)}
        showPeriod={manage && publishUse}
        loading={list.isPending}
        searching={keyword !== ''}
        onOpen={(postIdx) => void navigate(paths.sibling.view({ postIdx, publishUse: publishUse ? 1 : 0 }))}
      />
      <Pagination page={page} size={listParams.size} total={total} onChange={listParams.setPage} />
      {writing && board.data && (
        <PostDialog
          section={section}
          publishUse={publishUse}
          onClose={(postIdx) => {
            setWriting(false);
            if (postIdx) void navigate(paths.sibling.view({ postIdx, publishUse: publishUse ? 1 : 0 }));
          }}
        />
      )}
    </section>
  );
}
