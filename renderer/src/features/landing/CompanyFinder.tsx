import { useState } from 'react';
import { Caption1, Card, Field, SearchBox, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useCompanySearch } from './queries';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  card: { width: 'min(520px, 100%)', padding: tokens.spacingVerticalXL, gap: tokens.spacingVerticalM, boxShadow: tokens.shadow16 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  grow: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
});

/** Find your school or academy and go to its login page (/{companyId}). */
export function CompanyFinder() {
  const { t } = useTranslation('landing');
  const styles = useStyles();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), Limits.COMPANY_SEARCH_DEBOUNCE_MS);
  const search = useCompanySearch(debounced);
  const results = debounced ? (search.data ?? []) : [];

  return (
    <Card className={styles.card} data-testid="company-finder">
      <Field label={t('finder.label')} hint={t('finder.hint')}>
        <SearchBox
          value={keyword}
          maxLength={50}
          placeholder={t('finder.placeholder')}
          onChange={(_e, data) => setKeyword(data.value)}
          data-testid="company-search"
        />
      </Field>
      {search.isFetching ? <Spinner size="tiny" /> : null}
      {debounced && !search.isFetching && results.length === 0 ? <Text data-testid="company-search-empty">{t('finder.empty')}</Text> : null}
      <ul className={styles.list}>
        {results.map((company) => (
          <li key={company.companyId}>
            <Link className={styles.item} to={paths.companyHome(company.companyId)} data-testid={`company-result-${company.companyId}`}>
              <BuildingRegular />
              <span className={styles.grow}>
                <Text weight="semibold">{company.companyName}</Text>
                <Caption1>{company.companyId}</Caption1>
              </span>
              <ChevronRightRegular />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
