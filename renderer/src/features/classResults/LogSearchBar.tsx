import { Checkbox, Dropdown, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { Limits, type LogSearchFilterValue } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import type { ListParams } from '../../ui/useListParams';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

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
 * Date range, search field, partial match, keyword and page size (manage-area "Class log", "Join
 * history", "Recordings"), all kept in the address.
 */
export function LogSearchBar({ listParams, from, to, testId }: { listParams: ListParams; from: string; to: string; testId: string }) {
  const { t } = useTranslation('classResults');
  const styles = useStyles();
  const { searchFilter, searchMatch } = logSearchOf(listParams);
  return (
    <div className={styles.bar}>
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
      <SearchBox
        placeholder={t('search.placeholder')}
        value={listParams.typed}
        onChange={(_e, d) => listParams.setTyped(d.value)}
        data-testid={`${testId}-search`}
      />
      <Checkbox
        label={t('search.partial')}
        checked={searchMatch}
        onChange={(_e, d) => listParams.setFilter('searchMatch', d.checked ? null : 'false')}
        data-testid={`${testId}-partial`}
      />
      <Dropdown
        aria-label={t('search.pageSize')}
        value={t('search.perPage', { size: listParams.size })}
        selectedOptions={[String(listParams.size)]}
        onOptionSelect={(_e, d) => listParams.setSize(Number(d.optionValue ?? listParams.size))}
        data-testid={`${testId}-page-size`}
      >
        {Limits.PAGE_SIZE_OPTIONS.map((size) => (
          <Option key={size} value={String(size)} text={t('search.perPage', { size })}>
            {t('search.perPage', { size })}
          </Option>
        ))}
      </Dropdown>
    </div>
  );
}
