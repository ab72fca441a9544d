import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { toPage } from '@boda/contract';
import { mockApi } from '../../test/fixtures';
import { useNewMessageNotification } from './useNewMessageNotification';

const newest = {
  messageIdx: 9,
  title: 'Homework reminder: Fractions',
  regUserIdx: 1,
  regUserName: 'Kim Teacher',
  sendDatetime: '2026-01-06T03:00:00Z',
  readDatetime: null,
  firstReceiverName: null,
  receiverCount: 1,
  fileCount: 0,
};

describe('new-message notification', () => {
  it('shows the newest message’s title when a check finds more unread messages than the one before, not at the first check', async () => {
    mockApi({ 'message.recv.LIST': () => ({ resultPage: toPage([newest], 1, 1, 1) }) });
    const show = vi.fn();
    const { rerender } = renderHook((count: number | undefined) => useNewMessageNotification({ count, show }), { initialProps: undefined });
    rerender(2);
    rerender(2);
    rerender(1);
    expect(show).not.toHaveBeenCalled();
    rerender(3);
    await waitFor(() => expect(show).toHaveBeenCalledWith('Homework reminder: Fractions', 'From Kim Teacher'));
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows nothing in the web build', async () => {
    const api = mockApi({ 'message.recv.LIST': () => ({ resultPage: toPage([newest], 1, 1, 1) }) });
    const { rerender } = renderHook((count: number | undefined) => useNewMessageNotification({ count, show: null }), { initialProps: 0 });
    rerender(4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api).not.toHaveBeenCalled();
  });
});
