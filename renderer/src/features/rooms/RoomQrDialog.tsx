import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 240;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  // service-area 2.8: the QR title is truncated at 320 px.
  title: { maxWidth: '320px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  link: { wordBreak: 'break-all', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, maxWidth: '320px' },
});

/** The entry QR code of a room: its invite link, for phones and tablets. */
export function RoomQrDialog({ open, title, link, onClose }: { open: boolean; title: string; link: string | null; onClose: () => void }) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="room-qr-dialog">
        <DialogBody>
          <DialogTitle>{t('qr.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {link ? (
              <>
                <div className={styles.title} title={title} data-testid="room-qr-title">
                  {title}
                </div>
                <QRCodeCanvas
                  value={link}
                  size={QR_SIZE}
                  marginSize={2}
                  role="img"
                  aria-label={t('qr.alt', { title })}
                  data-testid="room-qr-canvas"
                  data-value={link}
                />
                <span className={styles.link} data-testid="room-qr-link">
                  {link}
                </span>
              </>
            ) : (
              <Body1 data-testid="room-qr-empty">{t('qr.empty')}</Body1>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="room-qr-close">
              {t('common:actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
