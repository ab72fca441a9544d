import { useMemo, useState } from 'react';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  Spinner,
  Switch,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MediaFailure } from './localMedia';
import { MediaVideo } from './MediaVideo';
import type { ClassroomTicket } from './ticket';
import { useMicLevel } from './useMicLevel';
import { usePreviewMedia } from './usePreviewMedia';

const useStyles = makeStyles({
  root: {
    maxWidth: '880px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
  preview: {
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    display: 'grid',
    placeItems: 'center',
  },
  settings: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface JoinChoice {
  camera: MediaStreamTrack | null;
  mic: MediaStreamTrack | null;
  micOn: boolean;
}

export interface PrejoinScreenProps {
  ticket: ClassroomTicket;
  /** This tab was in the class already (a reload, or Leave): it joins again. */
  rejoin: boolean;
  joining: boolean;
  onJoin(choice: JoinChoice): void;
}

function cameraNotice(failure: MediaFailure): string | null {
  if (failure === 'missing') return 'prejoin.noCamera';
  if (failure === 'denied') return 'prejoin.cameraDenied';
  if (failure === 'failed') return 'prejoin.deviceFailed';
  return null;
}

function micNotice(failure: MediaFailure): string | null {
  if (failure === 'missing') return 'prejoin.noMicrophone';
  if (failure === 'denied') return 'prejoin.micDenied';
  if (failure === 'failed') return 'prejoin.deviceFailed';
  return null;
}

/** The check before joining: see yourself, hear the meter move, pick devices, choose what goes on. */
export function PrejoinScreen({ ticket, rejoin, joining, onJoin }: PrejoinScreenProps) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const [cameraOn, setCameraOn] = useState(true);
  const [micOn, setMicOn] = useState(true);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [micId, setMicId] = useState<string | null>(null);
  const preview = usePreviewMedia({ cameraOn, cameraId, micId });
  const level = useMicLevel(micOn ? preview.mic : null);
  const opening = preview.cameraPending || preview.micPending;
  const stream = useMemo(() => (preview.camera ? new MediaStream([preview.camera]) : null), [preview.camera]);
  const notices = [cameraNotice(preview.cameraFailure), micNotice(preview.micFailure)].filter((key): key is string => key !== null);

  return (
    <main className={styles.root} data-testid="classroom-prejoin" data-rejoin={rejoin}>
      <Title2 as="h1">{t(rejoin ? 'prejoin.rejoinTitle' : 'prejoin.title')}</Title2>
      <Text data-testid="classroom-prejoin-join-as">{t('prejoin.joinAs', { title: ticket.roomTitle, name: ticket.userName })}</Text>
      <div className={styles.columns}>
        <div className={styles.preview}>
          {stream ? (
            <MediaVideo stream={stream} self label={t('prejoin.camera')} testId="classroom-prejoin-video" />
          ) : (
            <Text>{t('prejoin.cameraOffPreview')}</Text>
          )}
        </div>
        <div className={styles.settings}>
          <Field label={t('prejoin.camera')}>
            <Select
              value={cameraId ?? ''}
              onChange={(_e, data) => setCameraId(data.value || null)}
              disabled={!cameraOn}
              data-testid="classroom-prejoin-camera"
            >
              {preview.devices.cameras.map((device, index) => (
                <option key={device.deviceId || index} value={device.deviceId}>
                  {device.label || `${t('prejoin.camera')} ${index + 1}`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('prejoin.microphone')}>
            <Select value={micId ?? ''} onChange={(_e, data) => setMicId(data.value || null)} data-testid="classroom-prejoin-mic">
              {preview.devices.microphones.map((device, index) => (
                <option key={device.deviceId || index} value={device.deviceId}>
                  {device.label || `${t('prejoin.microphone')} ${index + 1}`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('prejoin.micLevel')}>
            <ProgressBar value={level} max={1} thickness="large" aria-label={t('prejoin.micLevel')} data-testid="classroom-prejoin-level" />
          </Field>
          <Switch
            checked={cameraOn}
            onChange={(_e, data) => setCameraOn(data.checked)}
            label={t('prejoin.cameraOn')}
            data-testid="classroom-prejoin-camera-toggle"
          />
          <Switch
            checked={micOn}
            onChange={(_e, data) => setMicOn(data.checked)}
            label={t('prejoin.micOn')}
            data-testid="classroom-prejoin-mic-toggle"
          />
          {notices.map((key) => (
            <MessageBar key={key} intent="warning" data-testid="classroom-prejoin-notice">
              <MessageBarBody>{t(key)}</MessageBarBody>
            </MessageBar>
          ))}
          <Button
            appearance="primary"
            size="large"
            // Until the camera and microphone answer (a permission prompt may be open), Join would take nothing along.
            disabled={joining || opening}
            icon={joining || opening ? <Spinner size="tiny" /> : undefined}
            onClick={() => onJoin({ ...preview.handOver(), micOn })}
            data-testid="classroom-join"
          >
            {joining ? t('prejoin.joining') : opening ? t('prejoin.opening') : t(rejoin ? 'prejoin.rejoin' : 'prejoin.join')}
          </Button>
        </div>
      </div>
    </main>
  );
}
