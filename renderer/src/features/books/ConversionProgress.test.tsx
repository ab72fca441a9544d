import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversion } from '@boda/contract';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { mockApi, signIn } from '../../test/fixtures';
import { ConversionProgress } from './ConversionProgress';

const conversion = (patch: Partial<Conversion>): Conversion => ({
  status: 'converting',
  pagesDone: 0,
  pageTotal: 0,
  failCode: null,
  failReason: null,
  ...patch,
});

function show(value: Conversion, canRetry = true) {
  render(
    <AppProviders client={createQueryClient()}>
      <ConversionProgress bookIdx={5} conversion={value} canRetry={canRetry} />
    </AppProviders>,
  );
}

describe('ConversionProgress', () => {
  it('shows pages done of the total while converting', () => {
    show(conversion({ pagesDone: 7, pageTotal: 40 }));
    expect(screen.getByTestId('conversion-progress')).toHaveTextContent('Making pages: 7 of 40');
  });

  it('says why a conversion failed in the catalogue’s words and lets the author retry', async () => {
    signIn();
    const api = mockApi({ 'book.RETRY_CONVERSION': () => ({ result: conversion({ status: 'queued' }) }) });
    show(conversion({ status: 'failed', failCode: 'WB-400-407', failReason: 'encrypted' }));
    expect(screen.getByTestId('conversion-failed')).toHaveTextContent('The PDF is password-protected');
    await userEvent.click(screen.getByTestId('conversion-retry'));
    await waitFor(() => expect(api).toHaveBeenCalledWith('book.RETRY_CONVERSION', { bookIdx: 5 }));
  });

  it('offers no retry to anyone but the author', () => {
    show(conversion({ status: 'failed', failCode: null, failReason: 'Disk full' }), false);
    expect(screen.getByTestId('conversion-failed')).toHaveTextContent('Disk full');
    expect(screen.queryByTestId('conversion-retry')).not.toBeInTheDocument();
  });
});
