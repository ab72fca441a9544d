import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CommandInput, localDayStart, toPage } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { renderApp } from '../../test/renderApp';
import { lastMonth } from './homeworkPaths';
import { inHours, makeTask, makeTaskUser, signedInWith } from './testTasks';

const tasks = [
  makeTask({ taskIdx: 4, taskName: 'Due tomorrow', submitLimitDatetime: inHours(12), autoReview: 1 }),
  makeTask({ taskIdx: 3, taskName: 'Due next week', submitLimitDatetime: inHours(24 * 6) }),
  makeTask({
    taskIdx: 2,
    taskName: 'Late with missing',
    submitLimitDatetime: inHours(-5),
    submitUserCount: 1,
    deletable: false,
    deleteBlock: 'SUBMITTED',
  }),
  makeTask({
    taskIdx: 1,
    taskName: 'Late all in',
    submitLimitDatetime: inHours(-5),
    submitUserCount: 2,
    deletable: false,
    deleteBlock: 'SUBMITTED',
  }),
];

describe('teacher homework list', () => {
  it('lists the teacher’s own tasks over the last month and highlights deadlines by the rule', async () => {
    const lists: Array<CommandInput<'task.LIST'>> = [];
    signedInWith({
      'task.LIST': (input) => {
        lists.push(input);
        return { resultPage: toPage(tasks, 1, 20, 4) };
      },
    });
    renderApp('/demo/task/list');
    const rows = await screen.findAllByTestId('task-row');
    expect(lists.at(-1)).toMatchObject({ searchType: 2, searchStartDate: localDayStart(lastMonth().from) });
    const highlighted = rows.map((row) => within(row).getByTestId('task-deadline').getAttribute('data-highlighted'));
    expect(highlighted).toEqual(['true', 'false', 'true', 'false']);
    expect(within(rows[0]).getByTestId('task-auto-review')).toHaveTextContent('Auto review');
    expect(within(rows[1]).queryByTestId('task-auto-review')).not.toBeInTheDocument();
    // The service list is the teacher's own: no teacher column; deleting is off once someone submitted.
    expect(screen.queryByTestId('task-row-teacher')).not.toBeInTheDocument();
    expect(within(rows[2]).getByTestId('task-row-delete')).toHaveAttribute('aria-disabled', 'true');
  });

  it('a delete that is off says why on hover: handed in, then recalled (submitted 0 again)', async () => {
    const recalled = makeTask({ taskIdx: 9, taskName: 'Recalled', submitUserCount: 0, deletable: false, deleteBlock: 'HANDED_IN' });
    signedInWith({ 'task.LIST': () => ({ resultPage: toPage([recalled], 1, 20, 1) }) });
    renderApp('/demo/task/list');
    const row = await screen.findByTestId('task-row');
    expect(within(row).getByTestId('task-row-submitters')).toHaveTextContent('0');
    await userEvent.hover(within(row).getByTestId('task-row-delete'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('A student handed it in before it was recalled');
  });

  it('manage lists every task of the company with the teacher, and the name opens the textbook', async () => {
    const lists: Array<CommandInput<'task.LIST'>> = [];
    signedInWith({
      'task.LIST': (input) => {
        lists.push(input);
        return { resultPage: toPage(tasks, 1, 20, 4) };
      },
    });
    const { router } = renderApp('/demo/manage/task/list');
    const rows = await screen.findAllByTestId('task-row');
    expect(lists.at(-1)?.searchType).toBe(1);
    expect(within(rows[0]).getByTestId('task-row-teacher')).toHaveTextContent('Kim Teacher');
    await userEvent.click(within(rows[0]).getByTestId('task-row-open'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/demo/manage/task/book?textbookIdx=7'));
  });

  it('refuses a reminder without a selection, then reminds the chosen non-submitters and says how many', async () => {
    const sent: Array<CommandInput<'task.SEND_HURRY'>> = [];
    const users = [
      makeTaskUser({ userIdx: 21, userName: 'Park Student', hurryCount: 1, lastHurryDatetime: '2026-01-06T03:00:00Z' }),
      makeTaskUser({ userIdx: 22, taskUserIdx: 2, userName: 'Choi Student' }),
    ];
    signedInWith({
      'task.LIST': () => ({ resultPage: toPage(tasks.slice(0, 1), 1, 20, 1) }),
      'taskUser.LIST': () => ({ resultList: users }),
      'task.SEND_HURRY': (input) => {
        sent.push(input);
        return { result: { sentCount: 1, skippedCount: 0 } };
      },
    });
    renderApp('/demo/task/list');
    await userEvent.click(await screen.findByTestId('task-row-non-submitters'));
    const dialog = await screen.findByTestId('non-submitters-dialog');
    const rows = await within(dialog).findAllByTestId('non-submitter-row');
    expect(within(rows[0]).getByTestId('non-submitter-reminded')).toHaveTextContent('(1 time)');
    await userEvent.click(within(dialog).getByTestId('non-submitters-remind'));
    expect(await screen.findByTestId('toast-warning')).toHaveTextContent('Choose at least one student to remind.');
    expect(sent).toHaveLength(0);
    await userEvent.click(within(rows[1]).getByTestId('non-submitter-row-check'));
    expect(within(dialog).getByTestId('non-submitters-selected')).toHaveTextContent('1 of 2 selected');
    await userEvent.click(within(dialog).getByTestId('non-submitters-remind'));
    await waitFor(() => expect(sent).toEqual([{ taskIdx: 4, userIdxList: [22], utcOffsetMin: -new Date().getTimezoneOffset() }]));
    expect(await screen.findByText('A reminder was sent to 1 student.')).toBeInTheDocument();
    // Select all takes every row.
    await userEvent.click(within(dialog).getByTestId('non-submitters-table-select-all'));
    expect(within(dialog).getByTestId('non-submitters-selected')).toHaveTextContent('2 of 2 selected');
  });

  it('a delete refused because someone submitted meanwhile shows the error and refreshes the list', async () => {
    let calls = 0;
    signedInWith({
      'task.LIST': () => {
        calls += 1;
        return { resultPage: toPage(tasks.slice(0, 1), 1, 20, 1) };
      },
      'task.DELETE': () => {
        throw new ApiError('WB-400-302', 400);
      },
    });
    renderApp('/demo/task/list');
    await userEvent.click(await screen.findByTestId('task-row-delete'));
    await userEvent.click(await screen.findByTestId('task-delete-dialog-confirm'));
    expect(await screen.findByText('A submission already exists.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBeGreaterThan(1));
  });
});
