import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/errors';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from '../app/AppProviders';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ListPage, type ListQuery } from './ListPage';
import { useListParams } from './useListParams';

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
        listParams={{ page: options.page ?? 1, size: 10, setPage, setSize: vi.fn(), typed: '', setTyped: vi.fn() }}
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

const FRUITS: Row[] = ['Apple', 'Banana', 'Blueberry', 'Cherry'].map((name, i) => ({ id: i + 1, name }));

/** A list searched by its URL keyword, as a page's query would be. */
function FruitPage() {
  const listParams = useListParams({ size: 10, sizes: [10, 30] });
  const found = FRUITS.filter((f) => f.name.toLowerCase().includes(listParams.keyword.toLowerCase()));
  return (
    <ListPage
      title="Fruit"
      pageTestId="fruit-page"
      list={loaded(found, found.length)}
      listParams={listParams}
      pagerTestId="fruit-pager"
      search={{ placeholder: 'Name', label: 'Search fruit', testId: 'fruit-search' }}
      pageSize={{ options: [10, 30], testId: 'fruit-size' }}
      columns={[{ id: 'name', header: 'Name', cell: (row: Row) => row.name }]}
      rowKey={(row) => row.id}
      ariaLabel="Fruit"
      testId="fruit-table"
      rowTestId="fruit-row"
      empty={{ searching: listParams.keyword !== '', nothingYet: 'No fruit yet.' }}
    />
  );
}

function renderFruit(entry: string) {
  const router = createMemoryRouter([{ path: '/fruit', element: <FruitPage /> }], { initialEntries: [entry] });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const keyword = () => new URLSearchParams(router.state.location.search).get('searchKeyword');
  return { router, keyword };
}

const names = () => screen.queryAllByTestId('fruit-row').map((row) => row.textContent);
// The debounce is half a second; a loaded machine gets ten times that.
const settled = { timeout: 5000 };

describe('ListPage search', () => {
  it('filters once typing pauses, keeps the words in the URL, says when nothing matches, and clearing restores the list', async () => {
    const { router, keyword } = renderFruit('/fruit?page=2');
    const box = screen.getByRole('searchbox', { name: 'Search fruit' });
    expect(box).toHaveAttribute('placeholder', 'Name');
    expect(names()).toEqual(['Apple', 'Banana', 'Blueberry', 'Cherry']);

    await userEvent.type(box, 'b');
    // Each keystroke does not search: the list and the URL wait for the pause.
    expect(names()).toHaveLength(4);
    expect(keyword()).toBeNull();
    await waitFor(() => expect(names()).toEqual(['Banana', 'Blueberry']), settled);
    expect(keyword()).toBe('b');
    // A new search starts on its first page.
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();

    await userEvent.type(box, 'zz');
    await waitFor(() => expect(screen.getByTestId('fruit-table-empty')).toHaveTextContent('Nothing matches your search.'), settled);
    expect(keyword()).toBe('bzz');

    await userEvent.clear(box);
    await waitFor(() => expect(names()).toHaveLength(4), settled);
    expect(keyword()).toBeNull();
    expect(box).toHaveValue('');
  });

  it('opens with the URL keyword in the box (reload), and back shows the earlier search again', async () => {
    const { router, keyword } = renderFruit('/fruit?searchKeyword=cher');
    const box = screen.getByRole('searchbox', { name: 'Search fruit' });
    expect(box).toHaveValue('cher');
    expect(names()).toEqual(['Cherry']);

    await router.navigate('/fruit?searchKeyword=apple');
    await waitFor(() => expect(names()).toEqual(['Apple']));
    expect(box).toHaveValue('apple');
    await router.navigate(-1);
    await waitFor(() => expect(names()).toEqual(['Cherry']));
    expect(box).toHaveValue('cher');
    expect(keyword()).toBe('cher');
  });

  it('is reached and typed into with the keyboard alone', async () => {
    const { keyword } = renderFruit('/fruit');
    await userEvent.tab();
    expect(screen.getByRole('searchbox', { name: 'Search fruit' })).toHaveFocus();
    await userEvent.keyboard('ban');
    await waitFor(() => expect([keyword(), names()]).toEqual(['ban', ['Banana']]), settled);
  });

  it('chooses the rows per page beside the search, kept in the URL', async () => {
    const { router } = renderFruit('/fruit?searchKeyword=b');
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveTextContent('10 per page');
    await userEvent.click(size);
    await userEvent.click(screen.getByRole('option', { name: '30 per page' }));
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('30');
    expect(new URLSearchParams(router.state.location.search).get('searchKeyword')).toBe('b');
    expect(size).toHaveTextContent('30 per page');
  });
});
