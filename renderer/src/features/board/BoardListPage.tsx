import { useState } from 'react';
import { Button, Tab, TabList } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/router/paths';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { useMayWrite } from './access';
import { useBoardTable } from './useBoardTable';
import { PostDialog } from './PostDialog';
import { type BoardSection, useBoard, useBoardPosts } from './queries';

export interface BoardPageProps {
  section: BoardSection;
  /** Mounted under /manage: every post with its period, notices registered here. */
  manage: boolean;
}

/** .../{notice|board}/list: keyword, 10 per page (list params in the URL), write button for those who may. */
export function BoardListPage({ section, manage }: BoardPageProps) {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const listParams = useListParams({ size: Limits.BOARD_PAGE_SIZE });
  const { page, keyword } = listParams;
  const board = useBoard(section);
  const list = useBoardPosts(section, { page, searchKeyword: keyword });
  const mayWrite = useMayWrite(section, manage);
  const [writing, setWriting] = useState(false);
  const total = list.data?.total ?? 0;
  const publishUse = board.data?.publishUse ?? false;

  const table = useBoardTable({
    section,
    firstNumber: listParams.firstNumber(total),
    showPeriod: manage && publishUse,
    searching: keyword !== '',
    onOpen: (postIdx) => void navigate(paths.sibling.view({ postIdx, publishUse: publishUse ? 1 : 0 })),
  });

  return (
    <ListPage
      title={t(`title.${section}`)}
      pageTestId="board-list-page"
      pageAttributes={{ 'data-section': section }}
      list={list}
      listParams={listParams}
      pagerTestId="pagination"
      tabs={
        // The two boards side by side: the menus name one entry (notices), the board is one click on.
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
      }
      search={{ placeholder: t('list.search'), testId: 'board-search' }}
      actions={
        mayWrite &&
        board.data && (
          <Button appearance="primary" icon={<EditRegular />} onClick={() => setWriting(true)} data-testid="board-register">
            {t('list.register')}
          </Button>
        )
      }
      {...table}
    >
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
    </ListPage>
  );
}
