import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { mockApi, signIn } from '../../test/fixtures';
import { MemoTab } from './MemoTab';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('MemoTab', () => {
  it('says an empty memo is required under it, in the shown language; a server refusal appears there too; a saved one empties the box', async () => {
    signIn();
    let refuse = true;
    const api = mockApi({
      'memo.LIST': () => ({ resultList: [] }),
      'memo.SAVE': () => {
        if (refuse) throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'content', message: 'Memo refused' }]);
        return { result: { memoIdx: 1 } } as never;
      },
    });
    render(
      <AppProviders client={createQueryClient()}>
        <MemoTab userIdx={21} />
      </AppProviders>,
    );
    const box = await screen.findByTestId('memo-content');
    await userEvent.click(screen.getByTestId('memo-save'));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(box).toHaveFocus();
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByText(i18n.t('validation:required'))).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('memo.SAVE', expect.anything());
    await userEvent.type(box, 'Called the parents');
    await userEvent.click(screen.getByTestId('memo-save'));
    expect(await screen.findByText('Memo refused')).toBeInTheDocument();
    expect(screen.queryByTestId('error-popup')).not.toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByTestId('memo-save'));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(api).toHaveBeenCalledWith('memo.SAVE', { userIdx: 21, content: 'Called the parents' });
  });
});
