import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { SITE } from './content/site';
import { useSiteOperator } from './queries';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    color: tokens.colorNeutralForeground2,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'center',
  },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', justifyContent: 'center' },
  link: { color: 'inherit', fontWeight: tokens.fontWeightSemibold },
});

/** Footer links to the privacy policy and the terms of service, and the operator the deployment configured. */
export function IntroFooter() {
  const styles = useStyles();
  const operator = useSiteOperator().data;
  const f = SITE.footer;
  const facts = [
    operator?.operatorName ? `${f.operator} ${operator.operatorName}` : null,
    operator?.phone ? `${f.phone} ${operator.phone}` : null,
    operator?.email ? `${f.email} ${operator.email}` : null,
  ].filter(Boolean);
  return (
    <footer className={styles.footer} data-testid="public-footer">
      <div className={styles.links}>
        <Link className={styles.link} to="/terms/policy">
          {f.policy}
        </Link>
        <Link className={styles.link} to="/terms/service">
          {f.service}
        </Link>
      </div>
      {facts.length > 0 ? <Caption1>{facts.join(' · ')}</Caption1> : null}
      <Caption1>{f.support}</Caption1>
      <Caption1>{f.copyright}</Caption1>
    </footer>
  );
}
