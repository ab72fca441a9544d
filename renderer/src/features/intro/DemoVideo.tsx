import { makeStyles, tokens } from '@fluentui/react-components';
import { SITE } from './content/site';

const useStyles = makeStyles({
  video: { width: '100%', aspectRatio: '16 / 9', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
});

/**
 * The demo video: the repository's demo class recording (the seed's 3-second WebM, served from
 * public/intro). Silent, so no captions track; it never plays by itself.
 */
export function DemoVideo({ label, src = `/${SITE.demoVideo}` }: { label: string; src?: string }) {
  const styles = useStyles();
  return (
    <video className={styles.video} src={src} controls preload="metadata" playsInline aria-label={label} data-testid="intro-demo-video" />
  );
}
