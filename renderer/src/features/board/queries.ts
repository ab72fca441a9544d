import { keepPreviousData } from '@tanstack/react-query';
import { BoardKind } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';

/** The two boards the screens show: notices and the general board. */
export type BoardSection = 'notice' | 'board';

export function kindOf(section: BoardSection): typeof BoardKind.NOTICE | typeof BoardKind.BOARD {
  return section === 'notice' ? BoardKind.NOTICE : BoardKind.BOARD;
}

export function useBoard(section: BoardSection) {
  return useCommandQuery('board.GET', { boardKindCd: kindOf(section) }, { select: (d) => d.result });
}

export function useBoardPosts(section: BoardSection, params: { page: number; searchKeyword: string }) {
  return useCommandQuery(
    'board.post.LIST',
    { boardKindCd: kindOf(section), page: params.page, searchKeyword: params.searchKeyword },
    { select: (d) => d.resultPage, placeholderData: keepPreviousData },
  );
}

export function useBoardPost(section: BoardSection, postIdx: number) {
  return useCommandQuery(
    'board.post.GET',
    { boardKindCd: kindOf(section), postIdx },
    { select: (d) => d.result, enabled: postIdx > 0, retry: false },
  );
}

/** Unread notices inside their period, for the pop-up after sign-in. */
export function useUnreadNotices() {
  return useCommandQuery('board.post.LIST_PUBLISH', {}, { select: (d) => d.resultList, staleTime: Infinity });
}
