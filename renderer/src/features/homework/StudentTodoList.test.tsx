import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CommandInput, toPage } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { renderApp } from '../../test/renderApp';
import { parseTextbookViewData } from './appViewData';
import { inHours, makeTask, makeTodo, signedInWith } from './testTasks';

const STUDENT = 12;
const todos = [
  makeTodo({ taskIdx: 5, taskName: 'New one', submitLimitDatetime: inHours(10) }, 0),
  makeTodo({ taskIdx: 4, taskName: 'Half done', submitLimitDatetime: inHours(24 * 5) }, 1),
  makeTodo({ taskIdx: 3, taskName: 'Handed in', submitLimitDatetime: inHours(-5) }, 2),
  makeTodo({ taskIdx: 2, taskName: 'Being made', submitLimitDatetime: inHours(-5), textbook: { ...makeTask().textbook, ready: false } }, 0),
];

describe('student to-do list', () => {
  it('shows each task’s state: start, continue, submitted (disabled), preparing; highlights a near deadline, and a past one only while not submitted', async () => {
    signedInWith({ 'task.LIST_TODO': () => ({ resultPage: toPage(todos, 1, 20, 4) }) }, STUDENT);
    renderApp('/demo/task/list');
    const rows = await screen.findAllByTestId('todo-row');
    expect(screen.getByTestId('task-list-page')).toHaveAttribute('data-role', 'student');
    expect(rows.map((row) => within(row).getByTestId('todo-state').textContent)).toEqual([
      'Not started',
      'In progress',
      'Submitted',
      'Not started',
    ]);
    const buttons = rows.map((row) => within(row).getByTestId('todo-start'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Start', 'Continue', 'Submitted', 'Preparing']);
    expect(buttons.map((b) => b.hasAttribute('disabled'))).toEqual([false, false, true, true]);
    const highlighted = rows.map((row) => within(row).getByTestId('task-deadline').getAttribute('data-highlighted'));
    expect(highlighted).toEqual(['true', 'false', 'false', 'true']);
  });

  it('continue starts the task and opens the solver with its note', async () => {
    const starts: Array<CommandInput<'task.START'>> = [];
    signedInWith(
      {
        'task.LIST_TODO': () => ({ resultPage: toPage(todos, 1, 20, 4) }),
        'task.START': (input) => {
          starts.push(input);
          return { result: { noteIdx: 50, resumed: true } };
        },
      },
      STUDENT,
    );
    const { router } = renderApp('/demo/task/list');
    const rows = await screen.findAllByTestId('todo-row');
    await userEvent.click(within(rows[1]).getByTestId('todo-start'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/demo/task/solve?taskIdx=4&noteIdx=50'),
    );
    expect(starts).toEqual([{ taskIdx: 4 }]);
  });

  it('a task submitted elsewhere meanwhile says so (WB-400-304) and the list is asked again', async () => {
    let lists = 0;
    signedInWith(
      {
        'task.LIST_TODO': () => {
          lists += 1;
          return { resultPage: toPage(todos.slice(0, 1), 1, 20, 1) };
        },
        'task.START': () => {
          throw new ApiError('WB-400-304', 400);
        },
      },
      STUDENT,
    );
    renderApp('/demo/task/list');
    await userEvent.click(await screen.findByTestId('todo-start'));
    expect(await screen.findByText('The homework was already submitted.')).toBeInTheDocument();
    await waitFor(() => expect(lists).toBeGreaterThan(1));
  });

  it('the task view of a removed task says so and goes back to the list', async () => {
    signedInWith(
      {
        'task.VIEW': () => {
          throw new ApiError('WB-400-303', 400);
        },
        'task.LIST_TODO': () => ({ resultPage: toPage([], 1, 20, 0) }),
      },
      STUDENT,
    );
    const { router } = renderApp('/demo/task/view?taskIdx=3&textbookIdx=7');
    expect(await screen.findByText('The homework was already removed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/task/list'));
  });

  it('the task view without a textbook goes back to the list (service-area 2.12)', async () => {
    signedInWith({ 'task.LIST_TODO': () => ({ resultPage: toPage([], 1, 20, 0) }) }, STUDENT);
    const { router } = renderApp('/demo/task/view?taskIdx=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/task/list'));
  });
});

describe('/wb/textbook data', () => {
  it('reads the first target user and the language, and ignores a malformed value', () => {
    expect(
      parseTextbookViewData(encodeURIComponent(JSON.stringify({ TargetUserList: [{ UserIdx: 21 }, { UserIdx: 22 }], Lng: 'en' }))),
    ).toEqual({
      userIdx: 21,
      language: 'en',
    });
    expect(parseTextbookViewData('{"targetUserList":[{"userIdx":"7"}],"language":"ko"}')).toEqual({ userIdx: 7, language: 'ko' });
    expect(parseTextbookViewData('{not json')).toEqual({ userIdx: null, language: null });
  });
});
