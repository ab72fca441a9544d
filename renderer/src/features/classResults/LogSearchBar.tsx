import { Checkbox, Dropdown, Option } from '@fluentui/react-components';
import { Limits, type LogSearchFilterValue } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import type { ListParams } from '../../ui/useListParams';

const FILTERS: readonly LogSearchFilterValue[] = ['all', 'meetTitle', 'userId', 'userName'];

/** The search of the manage log lists: what the list's URL holds beside page and keyword. */
export function logSearchOf(listParams: ListParams) {
  const filter = listParams.filter('searchFilter');
  return {
    searchFilter: (FILTERS as readonly string[]).includes(filter ?? '') ? (filter as LogSearchFilterValue) : 'all',
    searchMatch: listParams.filter('searchMatch') !== 'false',
  };
}

/**
 * The toolbar of the manage log lists ("Class log", "Join history", "Recordings"): date range and search
 * field before the list's search box, partial match and the page size after it, all kept in the address.
 */
export function useLogSearchBar({ listParams, from, to, testId }: { listParams: ListParams; from: string; to: string; testId: string }) {
  const { t } = useTranslation('classResults');
  const { searchFilter, searchMatch } = logSearchOf(listParams);
  const filters = (
    <>
      <DateRangeFilter label={t('list.dateRange')} from={from} to={to} onChange={listParams.setDateRange} testId={`${testId}-date`} />
      <Dropdown
        aria-label={t('search.field')}
        value={t(`search.filter.${searchFilter}`)}
        selectedOptions={[searchFilter]}
        onOptionSelect={(_e, d) => listParams.setFilter('searchFilter', d.optionValue === 'all' ? null : (d.optionValue ?? null))}
        data-testid={`${testId}-field`}
      >
        {FILTERS.map((f) => (
          <Option key={f} value={f}>
            {t(`search.filter.${f}`)}
          </Option>
        ))}
      </Dropdown>
    </>
  );
  const options = (
    <Checkbox
      label={t('search.partial')}
      checked={searchMatch}
      onChange={(_e, d) => listParams.setFilter('searchMatch', d.checked ? null : 'false')}
      data-testid={`${testId}-partial`}
    />
  );
  return {
    filters,
    search: { placeholder: t('search.placeholder'), testId: `${testId}-search` },
    options,
    pageSize: { options: Limits.PAGE_SIZE_OPTIONS, testId: `${testId}-page-size` },
  };
}
