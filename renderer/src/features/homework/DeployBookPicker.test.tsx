import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BookSummary, BookType, type CommandInput, toPage } from '@boda/contract';
import { renderApp } from '../../test/renderApp';
import { signedInWith } from './testTasks';

const libraryBook: BookSummary = {
  bookIdx: 31,
  bookName: 'Library algebra',
  bookUse: BookType.BOOK,
  bookType: 1,
  bankType: null,
  bookStatus: 1,
  pageCount: 6,
  questionCount: 0,
  answerCount: 0,
  regUser: { userIdx: 1, userName: 'Operator Kim' },
  regDatetime: '2026-01-05T01:02:00Z',
  editable: false,
  conversion: { status: 'ready', pagesDone: 6, pageTotal: 6, failCode: null, failReason: null },
};

function setup(library: BookSummary[]) {
  const lists: Array<CommandInput<'textbook.LIST'>> = [];
  signedInWith({
    'task.LIST': () => ({ resultPage: toPage([], 1, 20, 0) }),
    'textbook.LIST': (input) => {
      lists.push(input);
      const content = input.bookUse === BookType.BOOK ? library : [];
      return { resultPage: toPage(content, 1, 50, content.length) };
    },
  });
  renderApp('/demo/task/list');
  return { lists };
}

async function openDialog() {
  await userEvent.click(await screen.findByTestId('task-deploy'));
  return screen.findByTestId('deploy-dialog');
}

describe('deploy book picker in the service area', () => {
  it("offers the library books operators registered (no manage call), besides the teacher's homework textbooks", async () => {
    const { lists } = setup([libraryBook]);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByTestId('deploy-book'));
    expect(await screen.findByRole('option', { name: /Library algebra/ })).toBeInTheDocument();
    expect(lists.map((l) => l.bookUse).sort()).toEqual([BookType.BOOK, BookType.TASK]);
    expect(within(dialog).queryByTestId('deploy-book-empty')).toBeNull();
  });

  it('says why the list is empty and what to do', async () => {
    setup([]);
    const dialog = await openDialog();
    expect(await within(dialog).findByTestId('deploy-book-empty')).toHaveTextContent(
      'No books to deploy yet. Operators register them in the manage area under Textbooks',
    );
  });
});
