import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BookSummary, type CommandInput, localDayEnd, localDayStart, toPage } from '@boda/contract';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { lastDays } from '../../ui/DateRangeFilter';
import { ApiError } from '../../api/errors';
import { i18n } from '../../i18n';

function makeBook(overrides: Partial<BookSummary>): BookSummary {
  return {
    bookIdx: 1,
    bookName: 'Math 1',
    bookUse: 0,
    bookType: 1,
    bankType: null,
    bookStatus: 1,
    pageCount: 12,
    questionCount: 20,
    answerCount: 20,
    regUser: { userIdx: 1, userName: 'Kim Teacher' },
    regDatetime: '2024-03-05T01:02:00Z',
    editable: true,
    conversion: { status: 'ready', pagesDone: 12, pageTotal: 12, failCode: null, failReason: null },
    ...overrides,
  };
}

const books = [
  makeBook({ bookIdx: 1, bookName: 'Mine' }),
  makeBook({
    bookIdx: 2,
    bookName: 'Theirs',
    editable: false,
    regUser: { userIdx: 9, userName: 'Lee Teacher' },
    conversion: { status: 'converting', pagesDone: 3, pageTotal: 40, failCode: null, failReason: null },
  }),
];

function setup() {
  const lists: Array<CommandInput<'book.LIST'>> = [];
  const api = mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 1, userTypeCd: 11 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'book.VIEW': () => ({
      result: {
        ...makeBook({ bookIdx: 1, bookName: 'Mine' }),
        bookDesc: 'Stored description',
        deployDatetime: null,
        modDatetime: '2024-03-05T01:02:00Z',
        source: 'pdf' as const,
        sourceFileList: [],
        solutionList: [],
      },
      chapter: [],
    }),
    'bookSave.MOD': () => {
      throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'book.bookName', message: 'This name is taken' }]);
    },
    'book.LIST': (input) => {
      lists.push(input);
      return { resultPage: toPage(books, 1, 20, 2) };
    },
  });
  signIn({ user: { userIdx: 1, userTypeCd: 11 } });
  return { api, lists };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('BookListPage', () => {
  it('searches the tab over the last 7 days, 20 rows, and offers modify and delete only on the author’s rows', async () => {
    const { lists } = setup();
    renderApp('/demo/manage/book/textbook/list');
    const rows = await screen.findAllByTestId('book-row');
    expect(lists.at(-1)).toMatchObject({
      page: 1,
      size: 20,
      bookType: 1,
      searchStartDate: localDayStart(lastDays(7).from),
      searchEndDate: localDayEnd(lastDays(7).to),
    });
    expect(within(rows[0]).getByTestId('book-row-modify')).toBeInTheDocument();
    expect(within(rows[1]).queryByTestId('book-row-modify')).not.toBeInTheDocument();
    expect(within(rows[1]).queryByTestId('book-row-delete')).not.toBeInTheDocument();
    expect(within(rows[1]).getByTestId('conversion-progress')).toHaveTextContent('Making pages: 3 of 40');
  });

  it('switches tabs by route', async () => {
    const { lists } = setup();
    const { router } = renderApp('/demo/manage/book/workbook/list');
    await screen.findAllByTestId('book-row');
    expect(lists.at(-1)?.bookType).toBe(2);
    await userEvent.click(screen.getByTestId('book-tab-textbook'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/book/textbook/list'));
    await waitFor(() => expect(lists.at(-1)?.bookType).toBe(1));
  });

  it('explains each PDF’s problem before anything is sent', async () => {
    const { api } = setup();
    renderApp('/demo/manage/book/textbook/list');
    await userEvent.click(await screen.findByTestId('book-register'));
    await userEvent.type(screen.getByTestId('book-form-name'), 'Algebra');
    fireEvent.change(screen.getByTestId('book-pdf-files'), { target: { files: [pdf('algebra_정답지.pdf'), pdf('algebra_notes.pdf')] } });
    const items = await screen.findAllByTestId('book-pdf-item');
    expect(items[0]).toHaveAttribute('data-kind', 'answerSheet');
    expect(within(items[1]).getByText(/must end with _문제지/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('book-form-save'));
    expect(api).not.toHaveBeenCalledWith('bookSave.ADD', expect.anything());

    // Saying which file is which (custom-named mode): the worksheet is still required.
    await userEvent.click(screen.getByTestId('book-custom-named'));
    const kinds = screen.getAllByTestId('book-pdf-kind');
    await userEvent.selectOptions(kinds[1], 'quickAnswer');
    expect(await screen.findByText('Question sheet PDF is required.')).toBeInTheDocument();
    await userEvent.selectOptions(kinds[1], 'worksheet');
    await waitFor(() => expect(screen.queryByText('Question sheet PDF is required.')).not.toBeInTheDocument());
  });

  it('orders page images by name and refuses a file type before sending', async () => {
    setup();
    renderApp('/demo/manage/book/workbook/list');
    await userEvent.click(await screen.findByTestId('book-register'));
    await userEvent.click(screen.getByTestId('book-form-source-images'));
    const png = (name: string) => new File(['png'], name, { type: 'image/png' });
    fireEvent.change(screen.getByTestId('book-image-files'), { target: { files: [png('page10.png'), png('page2.png')] } });
    expect(await screen.findByText('2 pages, from page2.png to page10.png')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('book-image-files'), { target: { files: [png('page1.png'), new File(['gif'], 'scan.gif')] } });
    expect(await screen.findByText('scan.gif: The file extension is not allowed.')).toBeInTheDocument();
  });

  it('says what is missing under each field in the shown language, and focuses the first', async () => {
    const { api } = setup();
    renderApp('/demo/manage/book/textbook/list');
    await userEvent.click(await screen.findByTestId('book-register'));
    await userEvent.click(screen.getByTestId('book-form-save'));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Choose the PDFs: the question sheet is required.')).toBeInTheDocument();
    expect(screen.getByTestId('book-form-name')).toHaveFocus();
    await act(() => i18n.changeLanguage('ko'));
    expect(await screen.findByText('제목을 입력하세요.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('bookSave.ADD', expect.anything());
  });

  it('modifies with the stored description, and shows the server’s refusal of the name under the name', async () => {
    const { api } = setup();
    renderApp('/demo/manage/book/textbook/list');
    const [mine] = await screen.findAllByTestId('book-row');
    await userEvent.click(within(mine as HTMLElement).getByTestId('book-row-modify'));
    await waitFor(() => expect(screen.getByTestId('book-form-desc')).toHaveValue('Stored description'));
    await userEvent.click(screen.getByTestId('book-form-save'));
    expect(await screen.findByText('This name is taken')).toBeInTheDocument();
    expect(screen.getByTestId('book-form-name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('bookSave.MOD', {
      bookIdx: 1,
      book: { bookName: 'Mine', bookDesc: 'Stored description', bookType: 1 },
    });
  });
});
