import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { PRIVATE } from './content/classes';
import { BP } from './introStyles';

const useStyles = makeStyles({
  banner: {
    position: 'fixed',
    left: '50%',
    transform: 'translateX(-50%)',
    bottom: tokens.spacingVerticalL,
    zIndex: 8,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow28,
    maxWidth: 'calc(100% - 120px)',
    boxSizing: 'border-box',
    [BP.privateTablet]: { gap: tokens.spacingHorizontalM },
    [BP.phone]: {
      left: tokens.spacingHorizontalM,
      transform: 'none',
      maxWidth: 'calc(100% - 96px)',
      borderRadius: tokens.borderRadiusXLarge,
    },
  },
  text: { [BP.phone]: { display: 'none' } },
});

/** The PRIVATE floating banner: scrolls to the top and opens the enquiry form on the one-to-one tab. */
export function PrivateBanner() {
  const styles = useStyles();
  const navigate = useNavigate();
  const apply = () => {
    window.scrollTo({ top: 0 });
    void navigate('/intro/contact?type=PRIVATE');
  };
  return (
    <aside className={styles.banner} aria-label={PRIVATE.banner.label} data-testid="private-banner">
      <Body1 className={styles.text}>{PRIVATE.banner.text}</Body1>
      <Button appearance="primary" onClick={apply} data-testid="private-banner-apply">
        {PRIVATE.banner.action}
      </Button>
    </aside>
  );
}
