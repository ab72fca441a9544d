import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../router/paths';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    justifyContent: 'center',
    padding: tokens.spacingVerticalXL,
    color: tokens.colorNeutralForeground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  link: { color: 'inherit' },
});

export function PublicFooter() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <footer className={styles.footer} data-testid="public-footer">
      <Link className={styles.link} to={paths.terms('policy')}>
        {t('footer.policy')}
      </Link>
      <Link className={styles.link} to={paths.terms('service')}>
        {t('footer.service')}
      </Link>
      <Caption1>{t('footer.copyright')}</Caption1>
    </footer>
  );
}
