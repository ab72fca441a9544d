import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockApi, signIn } from '../../test/fixtures';
import { ImportDialog } from './ImportDialog';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

afterEach(() => vi.restoreAllMocks());

describe('ImportDialog', () => {
  it('refuses a file of another kind with its code, and shows the server refusal of the file under the file', async () => {
    signIn();
    const send = mockApi({
      'group.LIST': () => ({ resultList: [] }),
      'userExcel.ADD_USER': () => {
        throw ApiError.fromCode('WB-400-212', 'Bad parameter', [{ path: 'uploadFile', message: 'Not a user sheet' }]);
      },
    });
    render(
      <AppProviders client={createQueryClient()}>
        <ImportDialog onClose={() => undefined} />
      </AppProviders>,
    );
    const input = await screen.findByTestId('import-file');
    expect(screen.getByTestId('import-submit')).toBeDisabled();
    await userEvent.upload(input, new File(['x'], 'users.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByTestId('error-popup')).toHaveTextContent('WB-');
    expect(screen.getByTestId('import-submit')).toBeDisabled();
    await userEvent.click(screen.getByTestId('error-popup-confirm'));
    await userEvent.upload(input, new File(['x'], 'users.xlsx', { type: XLSX }));
    await userEvent.click(screen.getByTestId('import-submit'));
    expect(await screen.findByText('Not a user sheet')).toBeInTheDocument();
    expect(send.mock.calls.find(([name]) => name === 'userExcel.ADD_USER')?.[1]).toMatchObject({
      userTypeCd: 12,
      duplicateMode: 'LATEST',
      groupIdx: 0,
    });
    expect(screen.getByTestId('import-file-button')).toHaveAttribute('aria-invalid', 'true');
  });
});
