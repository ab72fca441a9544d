import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type CommandInput, type Conversion, ConversionStatus, pageRangesOf } from '@boda/contract';
import { api } from '../../api';
import { commandKey } from '../../api/commandKeys';
import { useCommandQuery } from '../../api/commandQuery';

export type BookListParams = CommandInput<'book.LIST'>;

/** While pages are being made the progress is polled this often. */
const CONVERSION_POLL_MS = 1000;

export const isConverting = (conversion: Conversion | undefined) =>
  conversion?.status === ConversionStatus.QUEUED || conversion?.status === ConversionStatus.CONVERTING;

export function useBookList(params: BookListParams) {
  return useCommandQuery('book.LIST', params, {
    select: (d) => d.resultPage,
    placeholderData: keepPreviousData,
    // A row still converting shows its progress: the list refreshes until all are done.
    refetchInterval: (query) => (query.state.data?.resultPage.content.some((b) => isConverting(b.conversion)) ? CONVERSION_POLL_MS : false),
  });
}

export function useBook(bookIdx: number) {
  return useCommandQuery('book.VIEW', { bookIdx }, { enabled: bookIdx > 0 });
}

export function useTextbook(textbookIdx: number) {
  return useCommandQuery('textbook.VIEW', { textbookIdx }, { enabled: textbookIdx > 0 });
}

/** The conversion's progress, polled while it runs. */
export function useConversion(bookIdx: number, enabled: boolean) {
  return useCommandQuery(
    'book.CONVERSION',
    { bookIdx },
    {
      select: (d) => d.result,
      enabled: enabled && bookIdx > 0,
      refetchInterval: (query) => (isConverting(query.state.data?.result) ? CONVERSION_POLL_MS : false),
    },
  );
}

export function useAnswerProposal(textbookIdx: number) {
  return useCommandQuery(
    'textbook.ANSWER_PROPOSAL',
    { textbookIdx },
    {
      select: (d) => d.result,
      enabled: textbookIdx > 0,
      refetchInterval: (query) => (query.state.data?.result.status === 'pending' ? CONVERSION_POLL_MS : false),
    },
  );
}

/** Which book the page cards show: a library book (/boda/book) or a homework textbook (/boda/textbook). */
export type PageSource = { kind: 'book'; bookIdx: number } | { kind: 'textbook'; textbookIdx: number };

const sourceIdx = (source: PageSource) => (source.kind === 'book' ? source.bookIdx : source.textbookIdx);

/**
 * A book's pages, 100 per call up to 1000 (manage-area "View"): the next range loads when the cards
 * reach its end. Pages not yet converted are absent from an answer.
 */
export function useBookPages(source: PageSource, pageCount: number) {
  const ranges = pageRangesOf(pageCount);
  return useInfiniteQuery({
    queryKey: [...commandKey(source.kind === 'book' ? 'book.VIEW_WITH_PAGE' : 'textbook.LIST_PAGE'), sourceIdx(source), pageCount],
    queryFn: async ({ pageParam }) => {
      const range = ranges[pageParam];
      if (source.kind === 'book') return (await api.send('book.VIEW_WITH_PAGE', { bookIdx: source.bookIdx, ...range })).pageList;
      return (await api.send('textbook.LIST_PAGE', { textbookIdx: source.textbookIdx, ...range })).pageList;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, all) => (all.length < ranges.length ? all.length : undefined),
    enabled: ranges.length > 0,
  });
}

/** A page's image (or thumbnail) as a blob; object URLs are made and revoked by the card showing it. */
export function usePageImage(source: PageSource, pageNo: number, thumbnail: boolean, enabled = true) {
  return useQuery({
    queryKey: [
      ...commandKey(source.kind === 'book' ? 'bookFile.DOWNLOAD_PAGE' : 'textbookFile.DOWNLOAD_PAGE'),
      sourceIdx(source),
      pageNo,
      thumbnail,
    ],
    queryFn: async () => (await downloadPage(source, pageNo, thumbnail)).blob,
    enabled,
    staleTime: Infinity,
  });
}

export function downloadPage(source: PageSource, pageNo: number, thumbnail = false) {
  return source.kind === 'book'
    ? api.download('bookFile.DOWNLOAD_PAGE', { bookIdx: source.bookIdx, pageNo, thumbnail })
    : api.download('textbookFile.DOWNLOAD_PAGE', { textbookIdx: source.textbookIdx, pageNo, thumbnail });
}

export function downloadSourcePdf(source: PageSource, which: 'answer' | 'commentary') {
  if (source.kind === 'book') {
    return which === 'answer'
      ? api.download('bookFile.DOWNLOAD_ANSWER', { bookIdx: source.bookIdx })
      : api.download('bookFile.DOWNLOAD_COMMENTARY', { bookIdx: source.bookIdx });
  }
  return which === 'answer'
    ? api.download('textbookFile.DOWNLOAD_ANSWER', { textbookIdx: source.textbookIdx })
    : api.download('textbookFile.DOWNLOAD_COMMENTARY', { textbookIdx: source.textbookIdx });
}
