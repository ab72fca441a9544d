import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDayEnd, localDayStart, MANAGE_NOTE_LIST_SIZE, NoteListType, NoteStatus } from '@boda/contract';
import { renderApp } from '../../test/renderApp';
import { lastMonth } from '../../ui/DateRangeFilter';
import { makeNote, setupNotes } from './testing';

const log = {
  resultList: [
    { regDatetime: '2024-03-06T01:00:00Z', noteStatus: NoteStatus.SAVE, spentTime: 754, questionCount: 3, wrongCount: 0 },
    { regDatetime: '2024-03-06T02:00:00Z', noteStatus: NoteStatus.SUBMIT, spentTime: 0, questionCount: 3, wrongCount: 1 },
  ],
  totalSpentTime: 754,
  submitCount: 1,
  reviewSources: [],
};

describe('manage work notes', () => {
  it('lists last month to today, 30 a page, with the submit log, the validation button and row opening the view', async () => {
    const { lists } = setupNotes({ userTypeCd: 5, handlers: { 'logNote.LIST': () => log } });
    const { router } = renderApp('/demo/manage/note/list');
    const [row] = await screen.findAllByTestId('note-row');
    expect(lists.at(-1)).toMatchObject({
      searchType: NoteListType.MANAGE,
      size: MANAGE_NOTE_LIST_SIZE,
      searchStartDate: localDayStart(lastMonth().from),
      searchEndDate: localDayEnd(lastMonth().to),
    });
    expect(within(row).getByTestId('note-row-status')).toHaveTextContent('Not completed');
    await userEvent.click(within(row).getByTestId('note-row-submits'));
    const dialog = await screen.findByTestId('note-log-dialog-submit');
    expect(within(dialog).getByTestId('note-log-summary')).toHaveTextContent('Submitted 1 time');
    expect(within(dialog).getAllByTestId('note-log-row')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/demo/manage/note/list');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('note-log-dialog-submit')).not.toBeInTheDocument());
    await userEvent.click(within(row).getByTestId('note-row-validate'));
    await waitFor(() => expect(router.state.location.search).toBe('?noteIdx=5&mode=inspect'));
    expect(await screen.findByTestId('note-inspection')).toHaveAttribute('data-inspect', 'true');
  }, 60_000);

  it('shows the view with the time spent, and goes back to the list without a noteIdx', async () => {
    setupNotes({ userTypeCd: 5, notes: [makeNote({ noteIdx: 9 })], handlers: { 'logNote.LIST': () => log } });
    const { router } = renderApp('/demo/manage/note/view?noteIdx=9');
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Fractions homework'));
    await userEvent.click(screen.getByTestId('note-time-spent'));
    expect(await screen.findByTestId('note-log-summary')).toHaveTextContent('Total time spent: 12:34');
    await router.navigate('/demo/manage/note/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/note/list'));
  }, 60_000);
});
