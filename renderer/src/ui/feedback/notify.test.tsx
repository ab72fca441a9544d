import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { notify } from './notify';

describe('notify', () => {
  it('shows toasts through the Fluent toaster; errors get a close action and no timeout', async () => {
    render(<AppProviders client={createQueryClient()}>{null}</AppProviders>);
    act(() => {
      notify.success('Saved.');
      notify.error('Upload failed.');
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await screen.findByText('Upload failed.')).toBeInTheDocument();
    expect(screen.getByTestId('toast-error')).toContainElement(screen.getByTestId('toast-close'));
    expect(screen.getByTestId('toast-success')).not.toContainElement(screen.queryByTestId('toast-close'));
  });

  it('shows a repeated error once, with one close action named exactly "Close"', async () => {
    render(<AppProviders client={createQueryClient()}>{null}</AppProviders>);
    act(() => {
      notify.error('Upload failed.');
      notify.error('Upload failed.');
    });
    expect(await screen.findByText('Upload failed.')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast-error')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });
});
