import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { platform, type DeepLink } from '../../platform';
import * as launchFlow from '../launcher';
import { DeepLinkListener } from './DeepLinkListener';

// Its own file: the start link is taken once per page load (module state).
describe('deep link listener', () => {
  it('follows the start link once even when mounted twice (StrictMode), then later links', async () => {
    const launch = vi.spyOn(launchFlow, 'launchClass').mockResolvedValue({ ok: true });
    const take = vi.spyOn(platform.deepLinks, 'take').mockResolvedValue({ kind: 'join', ticket: 'start.t.k' });
    let push: (link: DeepLink) => void = () => undefined;
    vi.spyOn(platform.deepLinks, 'onLink').mockImplementation((listener) => {
      push = listener;
      return () => undefined;
    });
    render(
      <StrictMode>
        <DeepLinkListener />
      </StrictMode>,
    );
    await waitFor(() => expect(launch).toHaveBeenCalledTimes(1));
    expect(take).toHaveBeenCalledTimes(1);
    expect(await launch.mock.calls[0][0].fetchTicket()).toBe('start.t.k');
    act(() => push({ kind: 'join', ticket: 'later.t.k' }));
    expect(launch).toHaveBeenCalledTimes(2);
    expect(await launch.mock.calls[1][0].fetchTicket()).toBe('later.t.k');
  });
});
