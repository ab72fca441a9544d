import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** A YouTube video id: 11 characters of base64url. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const useStyles = makeStyles({
  frame: { flexGrow: 1, width: '100%', minHeight: '100vh', border: 'none', display: 'block', backgroundColor: '#000' },
  problem: { padding: tokens.spacingVerticalL },
});

/**
 * /wb/youtube/{youtubeId} (service-area 2.17): the video filling the class client's web view, playing at
 * once. The player is YouTube's privacy-enhanced embed in a sandbox that allows only what the player needs
 * (its scripts on its own origin, presentation and fullscreen); an id that is not a YouTube id loads nothing.
 */
export function WbYoutubePage() {
  const { t } = useTranslation('youtube');
  const styles = useStyles();
  const { youtubeId = '' } = useParams();
  if (!YOUTUBE_ID.test(youtubeId)) {
    return (
      <MessageBar intent="warning" className={styles.problem} data-testid="wb-youtube-problem">
        <MessageBarBody>{t('badId')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <iframe
      className={styles.frame}
      title={t('title')}
      src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&playsinline=1&rel=0`}
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      data-testid="wb-youtube-player"
    />
  );
}
