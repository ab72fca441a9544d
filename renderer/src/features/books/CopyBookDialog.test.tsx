import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n';
import { mockApi, signIn } from '../../test/fixtures';
import { CopyBookDialog } from './CopyBookDialog';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('CopyBookDialog', () => {
  it('says a blank name needs a title under the name, in the shown language, then shows the server refusal there', async () => {
    signIn();
    const api = mockApi({
      'bookSave.DUP': () => {
        throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'bookName', message: 'Name refused' }]);
      },
    });
    const onCopied = vi.fn();
    render(
      <AppProviders client={createQueryClient()}>
        <CopyBookDialog bookIdx={5} bookName="Algebra" onClose={() => undefined} onCopied={onCopied} />
      </AppProviders>,
    );
    const name = await screen.findByTestId('book-copy-name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('book-copy-save'));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByText(i18n.t('books:form.nameRequired'))).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    await userEvent.type(name, ' Algebra 2 ');
    await userEvent.click(screen.getByTestId('book-copy-save'));
    expect(await screen.findByText('Name refused')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('bookSave.DUP', { bookIdx: 5, bookName: 'Algebra 2' });
    expect(onCopied).not.toHaveBeenCalled();
  });
});
