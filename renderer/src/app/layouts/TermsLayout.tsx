import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PublicFooter } from './PublicFooter';
import { PublicTopBar } from './PublicTopBar';
import { paths, type TermsDocument } from '../router/paths';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  main: { flexGrow: 1, maxWidth: '960px', width: '100%', margin: '0 auto', padding: tokens.spacingVerticalL, boxSizing: 'border-box' },
});

const TERMS = ['policy', 'service', 'marketing'] as const;

/** /terms/*: legal pages with a tab per document. */
export function TermsLayout() {
  const { t } = useTranslation('pages');
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = TERMS.find((term) => pathname.startsWith(paths.terms(term)));
  return (
    <div className={styles.root} data-layout="terms">
      <PublicTopBar />
      <main className={styles.main}>
        <TabList selectedValue={current ?? null} onTabSelect={(_e, data) => void navigate(paths.terms(data.value as TermsDocument))}>
          {TERMS.map((term) => (
            <Tab key={term} value={term} data-testid={`terms-tab-${term}`}>
              {t(`terms.${term}`)}
            </Tab>
          ))}
        </TabList>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
