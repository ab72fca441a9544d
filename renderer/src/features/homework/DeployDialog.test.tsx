import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BookSummary, type CommandInput, toPage } from '@boda/contract';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { localIsoDay } from '../../ui/dateTime';
import { signedInWith } from './testTasks';

const book: BookSummary = {
  bookIdx: 7,
  bookName: 'Demo workbook',
  bookUse: 1,
  bookType: 2,
  bankType: 1,
  bookStatus: 1,
  pageCount: 4,
  questionCount: 10,
  answerCount: 10,
  regUser: { userIdx: 1, userName: 'Kim Teacher' },
  regDatetime: '2026-01-05T01:02:00Z',
  editable: true,
  conversion: { status: 'ready', pagesDone: 4, pageTotal: 4, failCode: null, failReason: null },
};
const students = [
  makeUser({ userIdx: 21, userId: 'student1', userName: 'Park Student', userTypeCd: 12 }),
  makeUser({ userIdx: 22, userId: 'student2', userName: 'Choi Student', userTypeCd: 12 }),
];
const dayAfter = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localIsoDay(d);
};

function setup() {
  const deploys: Array<CommandInput<'task.ADD'>> = [];
  const userLists: Array<CommandInput<'user.LIST'>> = [];
  signedInWith({
    'task.LIST': () => ({ resultPage: toPage([], 1, 20, 0) }),
    'textbook.LIST': () => ({ resultPage: toPage([book], 1, 50, 1) }),
    'book.LIST': () => ({ resultPage: toPage([], 1, 50, 0) }),
    'user.LIST': (input) => {
      userLists.push(input);
      return { resultPage: toPage(students, 1, 100, 2) };
    },
    'task.ADD': (input) => {
      deploys.push(input);
      return { result: { taskIdx: 9, textbookIdx: 7 } };
    },
  });
  renderApp('/demo/task/list');
  return { deploys, userLists };
}

async function openDialog() {
  await userEvent.click(await screen.findByTestId('task-deploy'));
  return screen.findByTestId('deploy-dialog');
}

async function pickStudents(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByTestId('deploy-students'));
  const picker = await screen.findByTestId('deploy-student-picker');
  for (const row of await within(picker).findAllByTestId('deploy-student-picker-row')) await userEvent.click(row);
  await userEvent.click(screen.getByTestId('deploy-student-picker-confirm'));
}

// Many steps through two dialogs: slower than the default limit on a busy two-core machine.
describe('deploy dialog', () => {
  beforeEach(() => window.localStorage.removeItem('BODA_DEFAULT_DEADLINE'));

  it('defaults the deadline to two days ahead at 17:00, and flags a blank name, a past deadline and no students', async () => {
    const { userLists } = setup();
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('deploy-deadline-date')).toHaveValue(dayAfter(2));
    expect(within(dialog).getByTestId('deploy-deadline-time')).toHaveValue('17:00');
    const submit = within(dialog).getByTestId('deploy-submit');
    expect(submit).toBeDisabled();

    // Choosing the book offers its name (placeholder and hint) without typing it in: what the user types is the name.
    await userEvent.click(within(dialog).getByTestId('deploy-book'));
    await userEvent.click(await screen.findByRole('option', { name: /Demo workbook/ }));
    const name = within(dialog).getByTestId('deploy-name');
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('placeholder', 'Demo workbook');
    expect(within(dialog).getByText("Left empty, the homework takes the book's name.")).toBeInTheDocument();
    await userEvent.type(name, 'Week 3');
    expect(name).toHaveValue('Week 3');
    // Without a book (new PDFs) nothing is offered, and a blank name is refused.
    await userEvent.click(within(dialog).getByTestId('deploy-source-pdfs'));
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    expect(name).not.toHaveAttribute('placeholder');
    expect(within(dialog).getByText('Enter a homework name.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('deploy-source-book'));

    fireEvent.change(within(dialog).getByTestId('deploy-deadline-date'), { target: { value: dayAfter(-1) } });
    expect(await within(dialog).findByText('The deadline cannot be in the past.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByTestId('deploy-students'));
    await userEvent.click(within(await screen.findByTestId('deploy-student-picker')).getByText('Cancel'));
    expect(await within(dialog).findByText('Choose at least one student.')).toBeInTheDocument();
    expect(userLists.at(-1)?.userTypeCdList).toEqual([12]);
    expect(submit).toBeDisabled();
  }, 60_000);

  it('asks for the book, or on new PDFs the question bank, once something else is filled in', async () => {
    setup();
    const dialog = await openDialog();
    expect(within(dialog).queryByText('Choose a book.')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId('deploy-name'), 'Week 3');
    expect(await within(dialog).findByText('Choose a book.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('deploy-source-pdfs'));
    await userEvent.type(within(dialog).getByTestId('deploy-name'), '!');
    expect(await within(dialog).findByText('Choose a question bank.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('deploy-submit')).toBeDisabled();
  }, 60_000);

  it('deploys on the book with auto review and remembers the deadline’s offset and hour for the next form', async () => {
    const { deploys } = setup();
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByTestId('deploy-book'));
    await userEvent.click(await screen.findByRole('option', { name: /Demo workbook/ }));
    fireEvent.change(within(dialog).getByTestId('deploy-deadline-date'), { target: { value: dayAfter(3) } });
    fireEvent.change(within(dialog).getByTestId('deploy-deadline-time'), { target: { value: '09:30' } });
    await pickStudents(dialog);
    expect(within(dialog).getByTestId('deploy-students-chosen')).toHaveTextContent('2 students');
    await userEvent.click(within(dialog).getByTestId('deploy-auto-review'));
    await userEvent.click(within(dialog).getByTestId('deploy-submit'));

    await waitFor(() => expect(deploys).toHaveLength(1));
    expect(deploys[0]).toMatchObject({ textbookIdx: 7, task: { taskName: 'Demo workbook', autoReview: 1 }, userIdxList: [21, 22] });
    const [date, time] = [dayAfter(3), '09:30'];
    expect(new Date(String(deploys[0].task.submitLimitDatetime)).getTime()).toBe(new Date(`${date}T${time}:00`).getTime());
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('“Demo workbook” was deployed.');
    await waitFor(() => expect(screen.queryByTestId('deploy-dialog')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('BODA_DEFAULT_DEADLINE') ?? '{}')).toEqual({ dayOffset: 3, hour: 9 });

    dialog = await openDialog();
    expect(within(dialog).getByTestId('deploy-deadline-date')).toHaveValue(dayAfter(3));
    expect(within(dialog).getByTestId('deploy-deadline-time')).toHaveValue('09:00');
  }, 60_000);
});
