import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { mockApi, signIn } from '../../test/fixtures';
import { ComposeDialog } from './ComposeDialog';
import type { ComposeInitial } from './types';

const teacher = { userIdx: 7, userName: 'Kim Teacher', userId: 'teacher', userTypeCd: 11 };

function renderCompose(initial?: ComposeInitial, save: () => unknown = () => ({ result: { messageIdx: 1 } })) {
  signIn();
  const api = mockApi({ 'message.SAVE': save as never });
  const onClose = vi.fn();
  render(
    <AppProviders client={createQueryClient()}>
      <ComposeDialog open initial={initial} onClose={onClose} />
    </AppProviders>,
  );
  return { api, onClose };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ComposeDialog', () => {
  it('keeps send off and says a visited empty title is required, in the shown language', async () => {
    renderCompose();
    const title = await screen.findByTestId('compose-title');
    expect(screen.getByTestId('compose-send')).toBeDisabled();
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();
    fireEvent.blur(title);
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByText(i18n.t('validation:required'))).toBeInTheDocument();
    await userEvent.type(title, 'Hello');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('says at once that a re-sent body is too long, and send stays off', async () => {
    renderCompose({ title: 'Big', receivers: [teacher], contents: `<p>${'x'.repeat(1_000_001)}</p>` });
    expect(await screen.findByText('The message is too long. Use fewer or smaller images.')).toBeInTheDocument();
    expect(screen.getByTestId('compose-send')).toBeDisabled();
  });

  it('shows the server refusal of the receivers under the receivers and stays open', async () => {
    const { api, onClose } = renderCompose({ title: 'RE : Hi', receivers: [teacher], contents: '<p>Thanks</p>' }, () => {
      throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'receiverList', message: 'Not a user of this company' }]);
    });
    await waitFor(() => expect(screen.getByTestId('compose-send')).toBeEnabled());
    await userEvent.click(screen.getByTestId('compose-send'));
    expect(await screen.findByText('Not a user of this company')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('message.SAVE', expect.objectContaining({ receiverList: [7] }));
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
