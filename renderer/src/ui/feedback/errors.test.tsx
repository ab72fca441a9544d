import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { showErrorPopup, useErrorPopupStore } from './errorPopupStore';
import { handleApiError, reactionFor } from './errorReactions';

function host() {
  return render(<AppProviders client={createQueryClient()}>{null}</AppProviders>);
}

describe('error popup', () => {
  it('shows the default text with the code and a hint to contact the administrator when no message is given', async () => {
    host();
    act(() => showErrorPopup({ type: 'ERROR', code: 'WB-500-777' }));
    const message = await screen.findByTestId('error-popup-message');
    expect(message).toHaveTextContent('WB-500-777');
    expect(message).toHaveTextContent(/administrator/);
  });

  it('shows the given message, closes on confirm and then runs the follow-up', async () => {
    host();
    const onConfirm = vi.fn();
    act(() => showErrorPopup({ type: 'WARNING', code: 'WB-400-205', message: 'Nope', onConfirm }));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('Nope');
    await userEvent.click(screen.getByTestId('error-popup-confirm'));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(useErrorPopupStore.getState().queue).toHaveLength(0);
  });

  it('shows popups one after another', async () => {
    host();
    act(() => {
      showErrorPopup({ type: 'ERROR', code: 'A-1' });
      showErrorPopup({ type: 'ERROR', code: 'B-2' });
    });
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('A-1');
    await userEvent.click(screen.getByTestId('error-popup-confirm'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('B-2');
    await userEvent.click(screen.getByTestId('error-popup-confirm'));
  });
});

describe('error reactions', () => {
  it('maps the catalogue groups', () => {
    expect(reactionFor(new ApiError('WB-400-123', 400))).toEqual({ kind: 'modal', code: 'WB-400-123', message: undefined });
    expect(reactionFor(new ApiError('WB-400-299', 400))).toEqual({ kind: 'toast', message: 'Bad request parameter.' });
    expect(reactionFor(new ApiError('WB-400-212', 400))).toMatchObject({
      kind: 'modal',
      code: 'WB-400-212',
      message: 'Bad request parameter.',
    });
    expect(reactionFor(new ApiError('WB-400-205', 400))).toMatchObject({ kind: 'modal', message: 'The company was not found.' });
    expect(reactionFor(new ApiError('WB-500-131', 500))).toMatchObject({
      kind: 'modal',
      code: 'WB-500-131',
      message: 'Failed to send the notification talk.',
    });
    expect(reactionFor(new ApiError('WB-503-009', 503))).toEqual({ kind: 'modal', code: 'WB-503-009', message: undefined });
    expect(reactionFor(new ApiError('WB-401-002', 401))).toEqual({ kind: 'ignore' });
    expect(reactionFor(new ApiError('NETWORK_ERROR', 0))).toMatchObject({ kind: 'toast' });
  });

  it('opens the popup for a server error', async () => {
    host();
    act(() => handleApiError(new ApiError('WB-500-001', 500)));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('A system error occurred.');
    expect(screen.getByTestId('error-popup-code')).toHaveTextContent('WB-500-001');
    await userEvent.click(screen.getByTestId('error-popup-confirm'));
  });
});
