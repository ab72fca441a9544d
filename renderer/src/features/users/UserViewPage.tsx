import { useEffect } from 'react';
import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../ui/feedback';
import { UserDetail } from './UserDetail';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /manage/user/view?userIdx=: the detail as a page; without userIdx it says so and returns to the list. */
export function UserViewPage() {
  const { t } = useTranslation('users');
  const styles = useStyles();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const userIdx = Number(params.get('userIdx') ?? 0);
  const missing = !(userIdx > 0);
  useEffect(() => {
    if (!missing) return;
    notify.warning(t('detail.notFound'));
    void navigate(paths.sibling.list(), { replace: true });
  }, [missing, navigate, t]);
  if (missing) return null;
  return (
    <section className={styles.root} data-testid="user-view-page">
      <Title2 as="h1">{t('detail.title')}</Title2>
      <UserDetail userIdx={userIdx} />
    </section>
  );
}
