import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/errors';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from '../app/AppProviders';
import { ListPage, type ListQuery } from './ListPage';

interface Row {
  id: number;
  name: string;
}

function renderList(list: ListQuery<Row>, options: { page?: number; searching?: boolean } = {}) {
  const setPage = vi.fn();
  render(
    <AppProviders client={createQueryClient()}>
      <ListPage
        title="Things"
        pageTestId="things-page"
        list={list}
        listParams={{ page: options.page ?? 1, size: 10, setPage }}
        pagerTestId="things-pager"
        summary={(total) => `${total} things`}
        summaryTestId="things-total"
        columns={[{ id: 'name', header: 'Name', cell: (row: Row) => row.name }]}
        rowKey={(row) => row.id}
        ariaLabel="Things"
        testId="things-table"
        rowTestId="thing-row"
        empty={{ searching: options.searching ?? false, nothingYet: 'No things yet.' }}
      />
    </AppProviders>,
  );
  return { setPage };
}

const loaded = (content: Row[], total: number): ListQuery<Row> => ({
  data: { content, total },
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
});

describe('ListPage', () => {
  it('says an empty list is empty and shows no pager', () => {
    renderList(loaded([], 0));
    expect(screen.getByTestId('page-title')).toHaveTextContent('Things');
    expect(screen.getByTestId('things-table-empty')).toHaveTextContent('No things yet.');
    expect(screen.getByTestId('things-total')).toHaveTextContent('0 things');
    expect(screen.queryByTestId('things-pager')).not.toBeInTheDocument();
  });

  it('shows loading while the first page is on its way', () => {
    renderList({ isPending: true, isError: false, error: null, refetch: vi.fn() });
    expect(screen.getByTestId('things-table-loading')).toBeInTheDocument();
  });

  it('pages through the total with the pager', async () => {
    const rows = Array.from({ length: 10 }, (_v, i) => ({ id: i + 11, name: `Thing ${i + 11}` }));
    const { setPage } = renderList(loaded(rows, 25), { page: 2 });
    expect(screen.getAllByTestId('thing-row')).toHaveLength(10);
    const pager = screen.getByTestId('things-pager');
    expect(within(pager).getByRole('button', { name: '3' })).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(setPage).toHaveBeenCalledWith(3);
  });

  it('says a failed load with its WB code and loads again on retry, instead of an empty list', async () => {
    const refetch = vi.fn();
    renderList({ isPending: false, isError: true, error: ApiError.fromCode('WB-500-001', 'boom'), refetch });
    const failed = screen.getByTestId('things-table-failed');
    expect(failed).toHaveTextContent('A system error occurred.');
    expect(failed).toHaveTextContent('WB-500-001');
    expect(screen.queryByTestId('things-table-empty')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('things-table-retry'));
    expect(refetch).toHaveBeenCalled();
  });
});
