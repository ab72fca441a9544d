import { type ComponentType, useEffect, useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { hiddenNotices, hideNotice, markNoticeShown, shownNotices } from './noticeHide';
import { useUnreadNotices } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxHeight: '60vh', overflowY: 'auto' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  position: { color: tokens.colorNeutralForeground3 },
});

/**
 * The unread-notice layer of the service area after sign-in: one notice at a time, newest first.
 * 'Do not show again' keeps a post away until its end date (noticeHide.ts); without it a notice
 * shows once per sign-in: not again on a reload, a typed address or another tab of that sign-in,
 * again at the next sign-in until it is read.
 */
export function NoticePopup({ Html }: { Html: ComponentType<{ html: string; testId?: string }> }) {
  const { t } = useTranslation('board');
  const styles = useStyles();
  const unread = useUnreadNotices();
  // Read once as the pop-up comes up: a notice marked shown below stays in this queue until closed.
  const hidden = useMemo(() => new Set([...hiddenNotices(), ...shownNotices()]), []);
  const [dismissed, setDismissed] = useState<Set<number>>(new Set());
  const [hide, setHide] = useState(false);
  const queue = (unread.data ?? []).filter((p) => !hidden.has(p.postIdx) && !dismissed.has(p.postIdx));
  const current = queue[0];
  const currentIdx = current?.postIdx;
  useEffect(() => {
    if (currentIdx !== undefined) markNoticeShown(currentIdx);
  }, [currentIdx]);
  if (!current) return null;
  const total = queue.length + dismissed.size;

  const close = () => {
    if (hide) hideNotice(current.postIdx, current.publishEndDatetime);
    setHide(false);
    setDismissed((set) => new Set(set).add(current.postIdx));
  };

  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.surface} data-testid="notice-popup" data-post-idx={current.postIdx}>
        <DialogBody>
          <DialogTitle>{t('popup.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <h2 className={styles.heading} data-testid="notice-popup-title">
              {current.title}
            </h2>
            <Html html={current.content} testId="notice-popup-content" />
            {total > 1 && <span className={styles.position}>{t('popup.position', { current: dismissed.size + 1, total })}</span>}
          </DialogContent>
          <DialogActions>
            <Checkbox
              label={t('popup.hide')}
              checked={hide}
              onChange={(_e, d) => setHide(d.checked === true)}
              data-testid="notice-popup-hide"
            />
            <Button appearance="primary" onClick={close} data-testid="notice-popup-close">
              {queue.length > 1 ? t('popup.next') : t('popup.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
