import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Book } from '@boda/contract';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const textbook: Book = {
  bookIdx: 31,
  bookName: 'Homework Book',
  bookUse: 1,
  bookType: 1,
  bankType: 1,
  bookStatus: 1,
  pageCount: 2,
  questionCount: 1,
  answerCount: 1,
  regUser: { userIdx: 9, userName: 'Lee Teacher' },
  regDatetime: '2024-03-05T01:02:00Z',
  editable: false,
  conversion: { status: 'ready', pagesDone: 2, pageTotal: 2, failCode: null, failReason: null },
  bookDesc: '',
  deployDatetime: null,
  modDatetime: '2024-03-05T01:02:00Z',
  source: 'pdf',
  sourceFileList: [{ kind: 'worksheet', orgFileName: 'hw_문제지.pdf', fileSize: 100 }],
  solutionList: [{ PNo: 1, AnsTy: 1, Ans: '2' }],
};

function setup() {
  mockApi({
    'user.GET_ME': () => ({ result: makeUser() }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'textbook.VIEW': () => ({ result: textbook, chapter: [{ chapterIdx: 1, bookIdx: 31, title: 'Unit 1', startPage: 1, children: [] }] }),
    'textbook.LIST_PAGE': () => ({
      pageList: [1, 2].map((pageNo) => ({ pageNo, imgUrl: '', width: 100, height: 141 })),
    }),
  });
  signIn();
}

describe('service textbook views', () => {
  it('shows a teacher the textbook with its contents and page cards, read-only', async () => {
    setup();
    renderApp('/demo/task/textBookView?textbookIdx=31');
    expect(await screen.findByTestId('textbook-view-name')).toHaveTextContent('Homework Book');
    expect(await screen.findAllByTestId('page-card')).toHaveLength(2);
    expect(screen.getByTestId('toc-item')).toHaveTextContent('Unit 1');
    expect(screen.queryByTestId('toc-edit')).not.toBeInTheDocument();
  });

  it("opens the book from the spec's task/view?textbookIdx= link (no taskIdx)", async () => {
    setup();
    const { router } = renderApp('/demo/task/view?textbookIdx=31');
    expect(await screen.findByTestId('textbook-view-name')).toHaveTextContent('Homework Book');
    expect(router.state.location.pathname + router.state.location.search).toBe('/demo/task/textbook/view?textbookIdx=31');
  });

  it('goes back to the task list without a textbook (service-area 2.12)', async () => {
    setup();
    const { router } = renderApp('/demo/task/textbook/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/task/list'));
  });
});
