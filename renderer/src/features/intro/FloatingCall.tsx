import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { CallRegular, ChatRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { SITE } from './content/site';
import { useSiteOperator } from './queries';

const useStyles = makeStyles({
  button: {
    position: 'fixed',
    right: tokens.spacingHorizontalXL,
    bottom: tokens.spacingVerticalXL,
    zIndex: 9,
    width: '56px',
    height: '56px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow16,
    fontSize: '28px',
    ...shorthands.outline('0'),
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/**
 * The floating call button: a phone link to the customer-service number the deployment configured
 * (SITE_OPERATOR_PHONE). Without one it opens the enquiry form instead of calling nowhere.
 */
export function FloatingCall() {
  const styles = useStyles();
  const phone = useSiteOperator().data?.phone;
  if (phone) {
    return (
      <a
        className={styles.button}
        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        aria-label={`${SITE.call.label} ${phone}`}
        data-testid="intro-call"
      >
        <CallRegular aria-hidden />
      </a>
    );
  }
  return (
    <Link className={styles.button} to="/intro/contact" aria-label={SITE.call.noPhone} data-testid="intro-call">
      <ChatRegular aria-hidden />
    </Link>
  );
}
