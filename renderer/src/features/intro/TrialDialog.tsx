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
import { DemoMailForm } from './DemoMailForm';
import { DemoVideo } from './DemoVideo';
import { useIntroSetting } from './queries';

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

/** The header's trial item: the demo video, the link to the demo site and its address by mail (INTRO_SETTING). */
export function TrialDialog() {
  const t = SITE.trial;
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<PlayCircleRegular />} data-testid="intro-trial">
          {t.button}
        </Button>
      </DialogTrigger>
      <DialogSurface aria-describedby={undefined} data-testid="intro-trial-dialog">
        <TrialDialogBody />
      </DialogSurface>
    </Dialog>
  );
}

/** Mounted while the dialog is open: the intro setting is asked for then. */
function TrialDialogBody() {
  const styles = useStyles();
  const t = SITE.trial;
  const setting = useIntroSetting();
  return (
    <DialogBody>
      <DialogTitle>{t.title}</DialogTitle>
      <DialogContent className={styles.content}>
        <Body1>{t.lead}</Body1>
        <DemoVideo label={t.videoLabel} src={setting.data?.demoVideoUrl} />
        {setting.data?.demoUrl ? (
          <>
            <a className={styles.link} href={setting.data.demoUrl} target="_blank" rel="noopener noreferrer" data-testid="intro-demo-link">
              {t.demoLink}
              <OpenRegular aria-hidden />
            </a>
            <Caption1>{t.demoNote}</Caption1>
          </>
        ) : setting.data ? (
          <Caption1 data-testid="intro-no-demo">{t.noDemo}</Caption1>
        ) : null}
        {setting.data?.demoMail ? <DemoMailForm /> : null}
      </DialogContent>
      <DialogActions>
        <DialogTrigger disableButtonEnhancement>
          <Button appearance="secondary">{t.close}</Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}
