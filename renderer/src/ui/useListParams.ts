import { useEffect, useState } from 'react';
import { Limits } from '@boda/contract';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './useDebouncedValue';

export interface ListParamsOptions {
  /** Rows per page when the page offers no choice, or the default of `sizes`. */
  size?: number;
  /** Page sizes the user may choose (kept in `size`); anything else in the URL falls back to `size`. */
  sizes?: readonly number[];
}

type Patch = Record<string, string | number | null | undefined>;

/**
 * A list page's state in the URL search params: `page`, `size`, `searchKeyword`, `searchType`, a
 * date range (`from`, `to`) and named filters. Reload, back and forward therefore keep the list as it
 * was. Any change but the page goes back to page 1. The search box text is debounced into the URL
 * (replacing the entry, so typing leaves no trail); the other changes add history entries.
 */
export function useListParams({ size: defaultSize = Limits.PAGE_SIZE_DEFAULT, sizes }: ListParamsOptions = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const requestedSize = Number(params.get('size'));
  const size = sizes?.includes(requestedSize) ? requestedSize : defaultSize;
  const keyword = params.get('searchKeyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const debounced = useDebouncedValue(typed.trim(), Limits.SEARCH_DEBOUNCE_MS);

  const update = (patch: Patch, options: { history?: 'push' | 'replace' } = {}) => {
    const next = new URLSearchParams(params);
    if (!('page' in patch)) next.delete('page');
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: options.history === 'replace' });
  };

  useEffect(() => {
    if (debounced !== keyword) update({ searchKeyword: debounced }, { history: 'replace' });
    // Only the debounced text drives the URL; the URL's own changes must not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // Back, forward or a link changed the keyword: the box shows it (adjusted while rendering, as React advises).
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    if (typed.trim() !== keyword) setTyped(keyword);
  }

  return {
    page,
    size,
    /** The keyword the list is searched by (from the URL). */
    keyword,
    /** The search box's text, ahead of `keyword` while the user types. */
    typed,
    setTyped,
    searchType: params.get('searchType') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    filter: (name: string): string | null => params.get(name),
    setPage: (next: number) => update({ page: next }),
    setSize: (next: number) => update({ size: next === defaultSize ? null : next }),
    setSearchType: (next: string) => update({ searchType: next }),
    setDateRange: (from: string, to: string) => update({ from, to }),
    setFilter: (name: string, value: string | number | null) => update({ [name]: value }),
    /** Rows count down from the total: the first row of this page has this number. */
    firstNumber: (total: number) => total - (page - 1) * size,
  };
}

export type ListParams = ReturnType<typeof useListParams>;
