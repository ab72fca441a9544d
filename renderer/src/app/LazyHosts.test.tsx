import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '../api/queryClient';
import { notify, showErrorPopup } from '../ui/feedback';
import { AppProviders } from './AppProviders';

function host() {
  return render(<AppProviders client={createQueryClient()}>{null}</AppProviders>);
}

describe('popup, toaster and class-launch hosts (loaded on first use)', () => {
  it('mount nothing until something is shown: no dialog, toaster or launcher status on a quiet page', () => {
    host();
    expect(screen.queryByTestId('error-popup')).toBeNull();
    expect(document.querySelector('[data-toaster-id]')).toBeNull();
    expect(screen.queryByTestId('launcher-processing')).toBeNull();
  });

  it('show the first toast and the first popup once their host has loaded, and later ones at once', async () => {
    host();
    act(() => notify.success('Saved'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Saved');
    act(() => notify.info('Again'));
    expect(await screen.findByTestId('toast-info')).toHaveTextContent('Again');
    act(() => showErrorPopup({ type: 'ERROR', code: 'WB-500-1', message: 'Broken' }));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('Broken');
  });
});
