import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoteStatus, StorageKey } from '@boda/contract';
import { renderApp } from '../../test/renderApp';
import { NOTE_COLUMNS_KEY } from './noteStorage';
import { countsAfter, makeNote, setupNotes, solutions } from './testing';

const openNote = async () => {
  const view = await screen.findByTestId('note-view');
  await within(view).findAllByTestId('note-page-card');
  return view;
};

const selectPages = async (view: HTMLElement, count: number) => {
  const boxes = within(view).getAllByTestId('note-page-select');
  for (const box of boxes.slice(0, count)) await userEvent.click(box);
};

// Each test renders the app, a large dialog and nested dialogs in jsdom; on 2 busy shared cores that takes a while.
const SLOW = 60_000;

describe('the note view', () => {
  it(
    'shows the pages in 2 columns by default and remembers the chosen column count',
    async () => {
      setupNotes();
      const first = renderApp('/demo/note/list/submitted?noteIdx=5');
      const view = await openNote();
      expect(within(view).getByTestId('note-pages')).toHaveAttribute('data-columns', '2');
      await userEvent.click(within(view).getByTestId('note-columns'));
      await userEvent.click(await screen.findByTestId('note-columns-3'));
      expect(within(view).getByTestId('note-pages')).toHaveAttribute('data-columns', '3');
      expect(window.localStorage.getItem(NOTE_COLUMNS_KEY)).toBe('3');
      first.unmount();
      renderApp('/demo/note/list/submitted?noteIdx=5');
      expect(within(await openNote()).getByTestId('note-pages')).toHaveAttribute('data-columns', '3');
    },
    SLOW,
  );

  it(
    'selects a whole agenda at once',
    async () => {
      setupNotes();
      renderApp('/demo/note/list/submitted?noteIdx=5');
      const view = await openNote();
      await userEvent.click(within(view).getByTestId('note-agenda-select'));
      expect(within(view).getByTestId('note-download')).toHaveTextContent('Download 3 pages');
    },
    SLOW,
  );

  it(
    'asks for the download type, remembers it, and asks again when told to',
    async () => {
      const { download, saveFile } = setupNotes();
      renderApp('/demo/note/list/submitted?noteIdx=5');
      const view = await openNote();
      await selectPages(view, 2);
      await userEvent.click(within(view).getByTestId('note-download'));
      // First time: asked. Choose zip and keep it.
      await userEvent.click(within(await screen.findByTestId('note-download-dialog')).getByLabelText('Images (zip)'));
      await userEvent.click(screen.getByTestId('note-download-confirm'));
      await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
      expect(download).toHaveBeenLastCalledWith('noteFile.DOWNLOAD_PAGE', {
        noteIdx: 5,
        pageList: JSON.stringify([
          { agendaNo: 1, pageNo: 1 },
          { agendaNo: 1, pageNo: 2 },
        ]),
        format: 'zip',
      });
      expect(window.localStorage.getItem(StorageKey.NOTE_DOWNLOAD_TYPE)).toBe('zip');
      // Remembered: no question the second time.
      await userEvent.click(within(view).getByTestId('note-download'));
      await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
      expect(screen.queryByTestId('note-download-dialog')).not.toBeInTheDocument();
      expect(download).toHaveBeenLastCalledWith('noteFile.DOWNLOAD_PAGE', expect.objectContaining({ format: 'zip' }));
      // 'Download as…' asks; ticking 'ask again' brings the question back for the next download.
      await userEvent.click(within(view).getByTestId('note-download-choose'));
      const dialog = await screen.findByTestId('note-download-dialog');
      await userEvent.click(within(dialog).getByLabelText('PDF'));
      await userEvent.click(within(dialog).getByLabelText('Ask me again next time'));
      await userEvent.click(screen.getByTestId('note-download-confirm'));
      await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(3));
      expect(download).toHaveBeenLastCalledWith('noteFile.DOWNLOAD_PAGE', expect.objectContaining({ format: 'pdf' }));
      await userEvent.click(within(view).getByTestId('note-download'));
      expect(await screen.findByTestId('note-download-dialog')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'lets the teacher mark, correct, check and complete, with the header following the answers',
    async () => {
      const { api } = setupNotes({
        handlers: {
          'note.MOD_REVIEW': ({ solutionNo, result }) => ({
            result: {
              ...countsAfter(NoteStatus.INSPECTION, 2, 1),
              solution: { ...solutions[2], solutionNo: Number(solutionNo), result: result as 0 | 1, reviewSource: 'teacher' },
            },
          }),
          'note.MOD_SOLUTION': ({ correction }) => ({ result: { solution: { ...solutions[1], correction: String(correction) } } }),
          'note.CHECK': () => ({ result: { check: true } }),
          'note.MOD_STATUS': () => ({ result: countsAfter(NoteStatus.COMPLETED, 2, 1) }),
        },
      });
      renderApp('/demo/note/list/submitted?noteIdx=5');
      const view = await openNote();
      expect(within(view).getByTestId('note-correct-count')).toHaveTextContent('1 correct');
      const questions = await within(view).findAllByTestId('note-question');
      expect(within(questions[0]).getByTestId('note-question-answer')).toHaveTextContent('②');
      expect(within(questions[0]).getByTestId('note-question-result')).toHaveTextContent('Correct · auto');
      expect(within(questions[2]).getByTestId('note-question-result')).toHaveTextContent('Left for you');

      await userEvent.click(within(questions[2]).getByTestId('note-question-mark-correct'));
      await waitFor(() => expect(within(view).getByTestId('note-correct-count')).toHaveTextContent('2 correct'));
      expect(api).toHaveBeenCalledWith('note.MOD_REVIEW', { noteIdx: 5, solutionNo: 3, result: 1 });
      expect(within(view).getAllByTestId('note-question')[2]).toHaveAttribute('data-result', 'correct');
      expect(within(within(view).getAllByTestId('note-question')[2]).getByTestId('note-question-result')).toHaveTextContent('teacher');

      await userEvent.click(within(within(view).getAllByTestId('note-question')[1]).getByTestId('note-question-correction'));
      await userEvent.paste('Add the tops');
      expect(within(within(view).getAllByTestId('note-question')[1]).getByTestId('note-question-correction')).toHaveValue('Add the tops');
      await userEvent.click(within(view).getByTestId('note-comment'));
      await waitFor(() => expect(api).toHaveBeenCalledWith('note.MOD_SOLUTION', { noteIdx: 5, solutionNo: 2, correction: 'Add the tops' }));

      await userEvent.click(within(view).getAllByTestId('note-page-check')[0]);
      await waitFor(() => expect(api).toHaveBeenCalledWith('note.CHECK', { noteIdx: 5, agendaNo: 1, pageNo: 1, check: 1 }));
      await waitFor(() => expect(within(view).getAllByTestId('note-page-check')[0]).toHaveAttribute('data-checked', 'true'));

      await userEvent.click(within(view).getByTestId('note-comment'));
      await userEvent.paste('Well done');
      await userEvent.click(within(view).getByTestId('note-complete'));
      await userEvent.click(await screen.findByTestId('note-confirm-confirm'));
      await waitFor(() =>
        expect(api).toHaveBeenCalledWith('note.MOD_STATUS', { noteIdx: 5, statusCd: NoteStatus.COMPLETED, confirmComment: 'Well done' }),
      );
      await waitFor(() => expect(within(view).getByTestId('note-status')).toHaveTextContent('Completion'));
    },
    SLOW,
  );

  it(
    'recalls wrong answers after asking, and offers no recall without wrong answers',
    async () => {
      const { api } = setupNotes({
        handlers: { 'note.RECALL': () => ({ result: { ...countsAfter(NoteStatus.SAVE, 1, 0), redoCount: 1 } }) },
      });
      const first = renderApp('/demo/note/list/submitted?noteIdx=5');
      let view = await openNote();
      await userEvent.click(within(view).getByTestId('note-recall'));
      expect(await screen.findByTestId('note-confirm-message')).toHaveTextContent('Send 1 wrong answer back');
      await userEvent.click(screen.getByTestId('note-confirm-confirm'));
      await waitFor(() => expect(api).toHaveBeenCalledWith('note.RECALL', { noteIdx: 5 }));
      first.unmount();

      setupNotes({ notes: [makeNote({ wrongCount: 0, correctCount: 3 })] });
      renderApp('/demo/note/list/submitted?noteIdx=5');
      view = await openNote();
      expect(within(view).getByTestId('note-recall')).toBeDisabled();
    },
    SLOW,
  );

  it(
    'shows a student their completed note read-only, and a note under inspection not at all',
    async () => {
      setupNotes({ userTypeCd: 12, notes: [makeNote({ noteStatus: NoteStatus.COMPLETED, confirmComment: 'Good work' })] });
      const first = renderApp('/demo/note/list/work?noteIdx=5');
      const view = await openNote();
      expect(await within(view).findByTestId('note-comment-text')).toHaveTextContent('Good work');
      expect(within(view).queryByTestId('note-question-mark-correct')).not.toBeInTheDocument();
      expect(within(view).queryByTestId('note-page-check')).not.toBeInTheDocument();
      first.unmount();

      setupNotes({ userTypeCd: 12, open: false });
      renderApp('/demo/note/list/work?noteIdx=5');
      expect(await screen.findByTestId('note-not-open')).toHaveTextContent('Inspection underway');
    },
    SLOW,
  );
});
