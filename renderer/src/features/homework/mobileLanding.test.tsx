import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toPage } from '@boda/contract';
import { renderApp } from '../../test/renderApp';
import { makeTodo, signedInWith } from './testTasks';

/** A phone-sized window (or a touch-first device): the media queries the landing rule asks. */
function viewport(matching: (query: string) => boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...original(query), matches: matching(query) }));
}

describe('student main landing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lands a student in a narrow window on the to-do list', async () => {
    viewport((query) => query.includes('max-width'));
    signedInWith({ 'task.LIST_TODO': () => ({ resultPage: toPage([makeTodo()], 1, 20, 1) }) }, 12);
    const { router } = renderApp('/demo/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/task/list'));
    expect(await screen.findByTestId('todo-row')).toBeInTheDocument();
  });

  it('lands a student on a touch-primary device on the to-do list, and on a wide desktop on the rooms', async () => {
    viewport((query) => query.includes('pointer: coarse'));
    signedInWith(
      { 'task.LIST_TODO': () => ({ resultPage: toPage([], 1, 20, 0) }), 'room.LIST': () => ({ resultPage: toPage([], 1, 20, 0) }) },
      12,
    );
    const { router } = renderApp('/demo/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/task/list'));
    vi.restoreAllMocks();
    await router.navigate('/demo/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/room/list'));
  });
});
