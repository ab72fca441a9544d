import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { AnswerEditor } from './AnswerEditor';
import { blankAnswer, type AnswerDraft } from './answerSheet';
import { TocEditor } from './TocEditor';

/** The editor on a route with a link away, so leaving goes through the router's blocker. */
function renderOnRoute(editor: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/edit',
        element: (
          <>
            <Link to="/elsewhere">away</Link>
            {editor}
          </>
        ),
      },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const chapters = [
  { title: 'Numbers', startPage: 1, children: [] },
  { title: 'Shapes', startPage: 4, children: [] },
];

describe('TocEditor', () => {
  it('is read-only until the author edits; saves the chapters without empty rows', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderOnRoute(<TocEditor chapters={chapters} pageCount={10} editable onSave={onSave} />);
    expect(screen.getAllByTestId('toc-item')).toHaveLength(2);
    expect(screen.queryByTestId('toc-title')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('toc-edit'));
    const pages = screen.getAllByTestId('toc-start-page');
    await userEvent.clear(pages[1]);
    await userEvent.type(pages[1], '6x');
    expect(pages[1]).toHaveValue('6');
    await userEvent.click(screen.getByTestId('toc-add')); // left empty: dropped on save
    await userEvent.click(screen.getAllByTestId('toc-indent')[1]); // Shapes under Numbers
    await userEvent.click(screen.getByTestId('toc-save'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        { title: 'Numbers', startPage: 1, children: [{ title: 'Shapes', startPage: 6, children: [] }] },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('toc-editor')).toHaveAttribute('data-mode', 'read'));
  });

  it('flags a start page past the last page and saves nothing', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderOnRoute(<TocEditor chapters={chapters} pageCount={10} editable onSave={onSave} />);
    await userEvent.click(screen.getByTestId('toc-edit'));
    const second = screen.getAllByTestId('toc-start-page')[1];
    await userEvent.clear(second);
    await userEvent.type(second, '12');
    expect(screen.getAllByTestId('toc-edit-row')[1]).toHaveAttribute('data-flagged', 'startPageAfterLastPage');
    expect(screen.getByText('The book has only 10 pages.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('toc-save'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows no edit button to anyone but the author', () => {
    renderOnRoute(<TocEditor chapters={chapters} pageCount={10} editable={false} onSave={() => Promise.resolve()} />);
    expect(screen.queryByTestId('toc-edit')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when the author says no', async () => {
    const router = renderOnRoute(<TocEditor chapters={chapters} pageCount={10} editable onSave={() => Promise.resolve()} />);
    await userEvent.click(screen.getByTestId('toc-edit'));
    await userEvent.type(screen.getAllByTestId('toc-title')[0], ' and more');
    await userEvent.click(screen.getByText('away'));
    const dialog = await screen.findByTestId('unsaved-dialog');
    await userEvent.click(within(dialog).getByTestId('unsaved-dialog-cancel'));
    expect(router.state.location.pathname).toBe('/edit');
    await userEvent.click(screen.getByText('away'));
    await userEvent.click(within(await screen.findByTestId('unsaved-dialog')).getByTestId('unsaved-dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});

const stored: AnswerDraft[] = [
  { questionNo: 1, kind: 'choice', choices: [2], text: '' },
  blankAnswer(2),
  { questionNo: 3, kind: 'text', choices: [], text: '12' },
];

describe('AnswerEditor', () => {
  it('offers quick-answer proposals and saves only what the author accepted, on save', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const proposals: AnswerDraft[] = [
      { questionNo: 2, kind: 'choice', choices: [1, 3], text: '' },
      { questionNo: 3, kind: 'text', choices: [], text: '15' },
    ];
    renderOnRoute(<AnswerEditor answers={stored} proposals={proposals} onSave={onSave} onClose={() => undefined} />);
    expect(screen.getAllByTestId('answer-proposal')).toHaveLength(2);
    expect(screen.getByText('Quick answer: ①, ③')).toBeInTheDocument();
    const q2 = screen.getAllByTestId('answer-row')[1];
    await userEvent.click(within(q2).getByTestId('answer-accept'));
    expect(within(q2).getByTestId('answer-choice-1')).toHaveAttribute('aria-pressed', 'true');
    expect(within(q2).getByTestId('answer-choice-3')).toHaveAttribute('aria-pressed', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('answers-save'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        stored[0],
        { questionNo: 2, kind: 'choice', choices: [1, 3], text: '' },
        stored[2], // the proposal for 3 was not accepted
      ]),
    );
  });

  it('refuses to save a multiple-choice answer without a choice', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderOnRoute(<AnswerEditor answers={stored} proposals={[]} onSave={onSave} onClose={() => undefined} />);
    const q1 = screen.getAllByTestId('answer-row')[0];
    await userEvent.click(within(q1).getByTestId('answer-choice-4')); // now 2 and 4: several allowed
    expect(within(q1).getByTestId('answer-choice-2')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('answers-save'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('answer-row')[1]).toHaveAttribute('data-flagged', 'choiceRequired');
    expect(screen.getByText('Choose at least one answer.')).toBeInTheDocument();
  });

  it('asks before closing with unsaved changes', async () => {
    const onClose = vi.fn();
    renderOnRoute(<AnswerEditor answers={stored} proposals={[]} onSave={() => Promise.resolve()} onClose={onClose} />);
    await userEvent.type(screen.getAllByTestId('answer-text')[0], '0');
    await userEvent.click(screen.getByTestId('answers-close'));
    await userEvent.click(within(await screen.findByTestId('answers-cancel-dialog')).getByTestId('answers-cancel-dialog-cancel'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('answers-close'));
    await userEvent.click(within(await screen.findByTestId('answers-cancel-dialog')).getByTestId('answers-cancel-dialog-confirm'));
    expect(onClose).toHaveBeenCalled();
  });
});
