import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { NoteKind } from '@boda/contract';
import { ApiError } from '../../api/errors';
import { renderApp } from '../../test/renderApp';
import { makeNote, setupNotes } from './testing';

const classNote = makeNote({
  noteIdx: 12,
  noteKind: NoteKind.CLASS,
  noteTitle: 'Class note: fractions',
  task: null,
  textbook: null,
  meet: { meetCode: 'M1', meetTitle: 'Math A', roomCode: 'R1', leaderName: 'Kim Teacher' },
});

describe('manage class log note (viewNote)', () => {
  it('shows the note title, the student’s name and ID, and the page thumbnails per agenda', async () => {
    setupNotes({ userTypeCd: 5, notes: [classNote] });
    renderApp('/demo/manage/log/logMeet/viewNote?noteIdx=12');
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Class note: fractions'));
    expect(screen.getByTestId('note-student')).toHaveTextContent('Park Student (student1)');
    expect(screen.getByTestId('class-note-facts')).toHaveTextContent('Submitted:');
    expect(await screen.findAllByTestId('note-agenda')).toHaveLength(1);
    expect(await screen.findAllByTestId('note-page-card')).toHaveLength(3);
  });

  it('goes back to the class log list with an error for a missing, malformed or unknown noteIdx', async () => {
    setupNotes({
      userTypeCd: 5,
      notes: [classNote],
      handlers: {
        'note.VIEW': () => {
          throw new ApiError('WB-404-001', 404);
        },
        'logMeet.LIST': () => ({ resultPage: { content: [], page: 1, size: 30, total: 0, first: true, last: true } }),
      },
    });
    for (const query of ['', '?noteIdx=abc', '?noteIdx=999']) {
      const { router, unmount } = renderApp(`/demo/manage/log/logMeet/viewNote${query}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/demo/manage/log/logMeet/list'));
      expect(await screen.findByText('The note was not found.')).toBeInTheDocument();
      unmount();
    }
  });
});
