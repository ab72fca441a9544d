import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, ClientErrorCode } from '../../api';
import { renderApp } from '../../test/renderApp';
import { readQueue, writeQueue } from './queueStore';
import { makeSolution, NOTE_IDX, savedOk, setupSolver, SOLVER_PATH } from './solverFixtures';

const SAVE_WAIT = { timeout: 20_000 };

describe('homework solver', () => {
  it('shows the pages and answer sheet, and a chosen answer is kept on the device and saved with a higher seq', async () => {
    const { saves } = setupSolver();
    renderApp(SOLVER_PATH);
    expect(await screen.findAllByTestId('solver-page')).toHaveLength(2);
    expect(screen.getByTestId('solver-title')).toHaveTextContent('Fractions');
    expect(screen.getByTestId('solver-choice-2-3')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByTestId('solver-choice-1-4'));
    fireEvent.click(screen.getByTestId('solver-choice-1-2'));
    expect(screen.getByTestId('solver-choice-1-2')).toHaveAttribute('aria-pressed', 'true');
    expect(readQueue('demo', NOTE_IDX).solutions['1']).toMatchObject({ answer: '2,4', seq: 6 });
    expect(screen.getByTestId('solver-save-status')).toHaveAttribute('data-status', 'saving');

    await waitFor(() => expect(saves).toHaveLength(1), SAVE_WAIT);
    // The server had seq 4 for question 1: both clicks went above it, and only the last answer travels.
    expect(saves[0].solutionList).toEqual([{ solutionNo: 1, answer: '2,4', seq: 6 }]);
    await waitFor(() => expect(screen.getByTestId('solver-save-status')).toHaveAttribute('data-status', 'saved'));
    expect(readQueue('demo', NOTE_IDX).solutions).toEqual({});
  });

  it('says it is offline when a save fails, retries it, and loses nothing', async () => {
    let failures = 1;
    const { saves } = setupSolver({
      save: () => {
        if (failures-- > 0) throw new ApiError(ClientErrorCode.NETWORK, 0);
        return savedOk();
      },
    });
    renderApp(SOLVER_PATH);
    fireEvent.change(await screen.findByTestId('solver-text-3'), { target: { value: 'three quarters' } });
    await waitFor(() => expect(screen.getByTestId('solver-save-status')).toHaveAttribute('data-status', 'offline'), SAVE_WAIT);
    expect(readQueue('demo', NOTE_IDX).solutions['3']).toMatchObject({ answer: 'three quarters' });
    await waitFor(() => expect(screen.getByTestId('solver-save-status')).toHaveAttribute('data-status', 'saved'), SAVE_WAIT);
    expect(saves).toHaveLength(2);
    expect(saves[1].solutionList).toEqual([{ solutionNo: 3, answer: 'three quarters', seq: 1 }]);
    expect(readQueue('demo', NOTE_IDX).solutions).toEqual({});
  });

  it('replays what a closed window left unsent: shown over the server’s answers and sent first', async () => {
    const stroke = { tool: 'pen' as const, color: '#1f1f1f', size: 0.003, points: [[0.2, 0.2, 0.5] as const, [0.3, 0.3, 0.5] as const] };
    writeQueue('demo', NOTE_IDX, {
      pages: { '1-2': { agendaNo: 1, pageNo: 2, ink: { strokes: [stroke] }, seq: 3 } },
      solutions: { '2': { solutionNo: 2, answer: '1,5', seq: 7 } },
      spentSec: 40,
    });
    const { saves } = setupSolver();
    renderApp(SOLVER_PATH);
    expect(await screen.findByTestId('solver-choice-2-5')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('solver-choice-2-3')).toHaveAttribute('aria-pressed', 'false');
    const page2 = screen.getAllByTestId('solver-page')[1];
    expect(within(page2).getByTestId('solver-ink').querySelectorAll('path').length).toBeGreaterThan(0);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      noteIdx: NOTE_IDX,
      pageList: [{ agendaNo: 1, pageNo: 2, seq: 3 }],
      solutionList: [{ solutionNo: 2, answer: '1,5', seq: 7 }],
      spentSec: 40,
    });
  });

  it('after a recall lets the student change only the questions sent back, and shows the others’ results', async () => {
    setupSolver({
      solutions: [
        makeSolution({ solutionNo: 1, answer: '2', result: 1, reviewSource: 'auto' }),
        makeSolution({ solutionNo: 2, answer: '4', result: 0, reviewSource: 'auto', redo: true }),
        makeSolution({ solutionNo: 3, answerType: 2, answer: 'x', result: 0, reviewSource: 'teacher', redo: true }),
      ],
    });
    renderApp(SOLVER_PATH);
    expect(await screen.findByTestId('solver-choice-1-1')).toBeDisabled();
    expect(screen.getByTestId('solver-result-1')).toHaveTextContent('Correct');
    expect(screen.getByTestId('solver-choice-2-1')).toBeEnabled();
    expect(screen.getByTestId('solver-result-2')).toHaveTextContent('Redo');
    expect(screen.getByTestId('solver-text-3')).toBeEnabled();
  });

  it('shows a submitted note read-only', async () => {
    setupSolver({ solve: false });
    renderApp(SOLVER_PATH);
    expect(await screen.findByTestId('solver-choice-1-1')).toBeDisabled();
    expect(screen.getByTestId('solver-text-3')).toBeDisabled();
    expect(screen.queryByTestId('solver-submit')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('solver-ink')[0]).toHaveAttribute('data-readonly', 'true');
  });

  it('asks before submitting, naming the unanswered questions, then shows the auto review and goes back to the list', async () => {
    const { submits } = setupSolver();
    const { router } = renderApp(SOLVER_PATH);
    fireEvent.click(await screen.findByTestId('solver-submit'));
    expect(await screen.findByTestId('solver-submit-confirm-message')).toHaveTextContent('2 questions are not answered: 1, 3.');
    fireEvent.click(screen.getByTestId('solver-submit-confirm-cancel'));
    expect(submits).toHaveLength(0);

    fireEvent.click(screen.getByTestId('solver-choice-1-5'));
    fireEvent.click(screen.getByTestId('solver-submit'));
    expect(await screen.findByTestId('solver-submit-confirm-message')).toHaveTextContent('Question 3 is not answered.');
    fireEvent.click(screen.getByTestId('solver-submit-confirm-confirm'));
    expect(await screen.findByTestId('solver-auto-reviewed')).toHaveTextContent('2 answers were checked automatically.');
    expect(screen.getByTestId('solver-left-for-teacher')).toHaveTextContent('1 answer is left for the teacher.');
    expect(submits).toEqual([{ noteIdx: NOTE_IDX, spentSec: expect.any(Number) }]);
    fireEvent.click(screen.getByTestId('solver-submit-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/task/list'));
  });
});
