import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular, PlayCircleRegular } from '@fluentui/react-icons';
import { SITE } from './content/site';
import { DemoVideo } from './DemoVideo';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** The header's trial item: the demo video and the link to the demo site. */
export function TrialDialog() {
  const styles = useStyles();
  const t = SITE.trial;
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<PlayCircleRegular />} data-testid="intro-trial">
          {t.button}
        </Button>
      </DialogTrigger>
      <DialogSurface aria-describedby={undefined} data-testid="intro-trial-dialog">
        <DialogBody>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{t.lead}</Body1>
            <DemoVideo label={t.videoLabel} />
            <a className={styles.link} href={SITE.demoUrl} target="_blank" rel="noopener noreferrer" data-testid="intro-demo-link">
              {t.demoLink}
              <OpenRegular aria-hidden />
            </a>
            <Caption1>{t.demoNote}</Caption1>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t.close}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
