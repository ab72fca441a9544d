import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockApi, signIn } from '../../test/fixtures';
import { ImportProgressField } from './ImportProgressField';

describe('ImportProgressField', () => {
  it('shows the server job’s rows, checked and then written, of the sheet’s total once the upload is done', async () => {
    signIn({ user: { userTypeCd: 5 } });
    let progress = { total: 10_000, checked: 2_500, written: 0 };
    const api = mockApi({ 'userExcel.IMPORT_PROGRESS': () => ({ result: progress }) });
    const client = createQueryClient();
    const { rerender } = render(
      <AppProviders client={client}>
        <ImportProgressField uploaded={0.4} />
      </AppProviders>,
    );
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    rerender(
      <AppProviders client={client}>
        <ImportProgressField uploaded={1} />
      </AppProviders>,
    );
    expect(await screen.findByText('Checking rows: 2500 of 10000')).toBeInTheDocument();
    progress = { total: 10_000, checked: 10_000, written: 500 };
    expect(await screen.findByText('Writing rows: 500 of 10000')).toBeInTheDocument();
  });
});
