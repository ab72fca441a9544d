import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoteListType, NoteStatus } from '@boda/contract';
import { renderApp } from '../../test/renderApp';
import { makeNote, setupNotes } from './testing';

const notes = [
  makeNote({ noteIdx: 5, noteTitle: 'Submitted one', noteStatus: NoteStatus.SUBMIT }),
  makeNote({ noteIdx: 6, noteTitle: 'Being inspected', noteStatus: NoteStatus.INSPECTION }),
  makeNote({ noteIdx: 7, noteTitle: 'Done', noteStatus: NoteStatus.COMPLETED }),
];

const statusWords = async () => (await screen.findAllByTestId('note-row-status')).map((cell) => cell.textContent);

describe('NoteListPage', () => {
  it('shows a teacher the submitted tab with the student column and the teacher words of the status table', async () => {
    const { lists } = setupNotes({ notes });
    renderApp('/demo/note/list/submitted');
    expect(await statusWords()).toEqual(['Not completed', 'Inspection underway', 'Completion']);
    expect(screen.getAllByTestId('note-row-student')[0]).toHaveTextContent('Park Student');
    expect(lists.at(-1)).toMatchObject({ searchType: NoteListType.SUBMITTED, page: 1, size: 20 });
    expect(screen.queryByTestId('note-tab-work')).not.toBeInTheDocument();
  });

  it('shows a student the student words, no student column, and opens only completed homework notes', async () => {
    const { lists } = setupNotes({ notes, userTypeCd: 12 });
    renderApp('/demo/note/list/work');
    expect(await statusWords()).toEqual(['Inspection underway', 'Inspection underway', 'Completion']);
    expect(screen.queryByTestId('note-row-student')).not.toBeInTheDocument();
    expect(lists.at(-1)).toMatchObject({ searchType: NoteListType.WORK });
    const rows = screen.getAllByTestId('note-row');
    await userEvent.click(rows[0]);
    expect(screen.queryByTestId('note-dialog')).not.toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('data-opens', 'false');
    await userEvent.click(rows[2]);
    expect(await screen.findByTestId('note-dialog')).toBeInTheDocument();
  });

  it('always lets a student open a class note', async () => {
    setupNotes({ notes: [makeNote({ noteKind: 2, noteStatus: NoteStatus.SUBMIT, task: null })], userTypeCd: 12 });
    renderApp('/demo/note/list/class');
    const [row] = await screen.findAllByTestId('note-row');
    expect(row).toHaveAttribute('data-opens', 'true');
  });

  it('redirects a role to its first allowed tab', async () => {
    setupNotes({ notes, userTypeCd: 12 });
    const { router, unmount } = renderApp('/demo/note/list/submitted');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/note/list/work'));
    unmount();
    setupNotes({ notes });
    const teacher = renderApp('/demo/note/list/work');
    await waitFor(() => expect(teacher.router.state.location.pathname).toBe('/demo/note/list/submitted'));
  });

  it('opens the note given by ?noteIdx= and keeps it in the address', async () => {
    setupNotes({ notes });
    const { router } = renderApp('/demo/note/list/submitted?noteIdx=6');
    const dialog = await screen.findByTestId('note-dialog');
    expect(await within(dialog).findByTestId('note-title')).toHaveTextContent('Being inspected');
    await userEvent.click(within(dialog).getByTestId('note-dialog-close'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getAllByTestId('note-row')[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?noteIdx=5'));
  });
});
