import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DataTable, VIRTUAL_ROWS_FROM } from './DataTable';
import { Pagination } from './Pagination';
import { useListParams } from './useListParams';

function ListState() {
  const list = useListParams({ sizes: [10, 30] });
  return (
    <div>
      <input aria-label="search" value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
      <span data-testid="state">{`${list.page}|${list.size}|${list.keyword}|${list.filter('status') ?? ''}|${list.from}~${list.to}`}</span>
      <button type="button" onClick={() => list.setPage(3)}>
        page3
      </button>
      <button type="button" onClick={() => list.setFilter('status', 5)}>
        status
      </button>
      <button type="button" onClick={() => list.setDateRange('2025-01-01', '2025-01-31')}>
        range
      </button>
    </div>
  );
}

describe('useListParams', () => {
  it('reads and writes the list state in the URL; back and forward restore it; other changes go back to page 1', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <ListState /> }], {
      initialEntries: ['/list?size=30&searchKeyword=kim&page=2'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('state')).toHaveTextContent('2|30|kim||~');
    expect(screen.getByLabelText('search')).toHaveValue('kim');
    await userEvent.click(screen.getByText('page3'));
    expect(router.state.location.search).toBe('?size=30&searchKeyword=kim&page=3');
    await userEvent.click(screen.getByText('status'));
    expect(screen.getByTestId('state')).toHaveTextContent('1|30|kim|5|~');
    await userEvent.click(screen.getByText('range'));
    expect(router.state.location.search).toBe('?size=30&searchKeyword=kim&status=5&from=2025-01-01&to=2025-01-31');
    await act(() => router.navigate(-2));
    expect(screen.getByTestId('state')).toHaveTextContent('3|30|kim||~');
    await userEvent.clear(screen.getByLabelText('search'));
    await userEvent.type(screen.getByLabelText('search'), 'lee');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('1|30|lee||~'));
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('state')).toHaveTextContent('2|30|kim||~');
    expect(screen.getByLabelText('search')).toHaveValue('kim');
  });

  it('keeps a filter clicked while the typed keyword waits for its debounce', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <ListState /> }], { initialEntries: ['/list'] });
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByLabelText('search'), 'lee');
    await userEvent.click(screen.getByText('status'));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('1|30|lee|5|~'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('5');
  });

  it('ignores a size the page does not offer', () => {
    const router = createMemoryRouter([{ path: '/list', element: <ListState /> }], { initialEntries: ['/list?size=999'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('state')).toHaveTextContent('1|30|||~');
  });
});

describe('DataTable', () => {
  const columns = [{ id: 'name', header: 'Name', cell: (row: { id: number }) => `row ${row.id}` }];
  const noneYet = { searching: false, nothingYet: 'Nothing here yet' };

  it('offers no pager for an empty list (no lone page "1"), and pages for a list', () => {
    const { rerender } = render(
      <FluentProvider>
        <Pagination page={1} size={20} total={0} onChange={() => undefined} testId="pager" />
      </FluentProvider>,
    );
    expect(screen.queryByTestId('pager')).toBeNull();
    rerender(
      <FluentProvider>
        <Pagination page={1} size={20} total={21} onChange={() => undefined} testId="pager" />
      </FluentProvider>,
    );
    expect(screen.getByTestId('pager-page-2')).toBeInTheDocument();
  });

  it('paints every row of a short page, and only a window of a long one', () => {
    const short = Array.from({ length: 30 }, (_, id) => ({ id }));
    const { unmount } = render(
      <FluentProvider>
        <DataTable rows={short} columns={columns} rowKey={(r) => r.id} ariaLabel="rows" testId="t" rowTestId="r" empty={noneYet} />
      </FluentProvider>,
    );
    expect(screen.getAllByTestId('r')).toHaveLength(30);
    unmount();
    const long = Array.from({ length: Math.max(VIRTUAL_ROWS_FROM, 5000) }, (_, id) => ({ id }));
    render(
      <FluentProvider>
        <DataTable rows={long} columns={columns} rowKey={(r) => r.id} ariaLabel="rows" testId="t" rowTestId="r" empty={noneYet} />
      </FluentProvider>,
    );
    const rows = screen.getAllByTestId('r');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(screen.getByTestId('t')).toHaveAttribute('aria-rowcount', '5001');
  });

  it('shows loading, then the empty text, and selects rows', async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    let selected = new Set<number>();
    const view = (props: { loading: boolean; data: typeof rows; searching?: boolean }) => (
      <FluentProvider>
        <DataTable
          rows={props.data}
          columns={columns}
          rowKey={(r) => r.id}
          ariaLabel="rows"
          testId="t"
          rowTestId="r"
          loading={props.loading}
          empty={{ searching: props.searching ?? false, nothingYet: 'Nothing here yet' }}
          selection={{ selected, onChange: (next) => (selected = next), allLabel: 'all', rowLabel: (i) => `pick ${i}` }}
        />
      </FluentProvider>
    );
    const { rerender } = render(view({ loading: true, data: [] }));
    expect(screen.getByTestId('t-loading')).toBeInTheDocument();
    rerender(view({ loading: false, data: [] }));
    expect(screen.getByTestId('t-empty')).toHaveTextContent('Nothing here yet');
    // An empty result of a search says so instead of "nothing yet".
    rerender(view({ loading: false, data: [], searching: true }));
    expect(screen.getByTestId('t-empty')).toHaveTextContent('Nothing matches your search.');
    rerender(view({ loading: false, data: rows }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'pick 1' }));
    expect([...selected]).toEqual([2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'all' }));
    expect([...selected]).toEqual([1, 2]);
  });
});
