import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useMessageCheck } from './useMessageCheck';

describe('useMessageCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at start, every 60 s and on window focus', async () => {
    const check = vi.fn(() => Promise.resolve(true));
    renderHook(() => useMessageCheck({ check, enabled: true }));
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(check).toHaveBeenCalledTimes(2);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(check).toHaveBeenCalledTimes(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(check).toHaveBeenCalledTimes(5);
  });

  it('never checks when disabled (emergency mode)', async () => {
    const check = vi.fn(() => Promise.resolve(true));
    renderHook(() => useMessageCheck({ check, enabled: false }));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(180_000);
    });
    expect(check).not.toHaveBeenCalled();
  });

  it('stops when it becomes disabled and keeps going after a failed check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const check = vi.fn(() => Promise.reject(new Error('down')));
    const { rerender } = renderHook(({ enabled }) => useMessageCheck({ check, enabled }), { initialProps: { enabled: true } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(check).toHaveBeenCalledTimes(2);
    rerender({ enabled: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(check).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
