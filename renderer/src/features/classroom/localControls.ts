import { t } from '../../i18n';
import { notify } from '../../ui/feedback';
import type { ClassSession } from './classSession';
import { failureOf, openCamera, openMicrophone, openScreen } from './localMedia';

/**
 * The participant's own switches. Turning the camera off stops it (its light goes out); the microphone
 * only goes silent (no new permission prompt to turn it back on); a screen share ends from here or from
 * the browser's own "Stop sharing".
 */
export async function toggleCamera(session: ClassSession): Promise<void> {
  if (session.store.getState().media.camera) {
    session.setTrack('camera', null);
    session.setMedia({ camera: false });
    return;
  }
  try {
    session.setTrack('camera', await openCamera(null));
    session.setMedia({ camera: true });
  } catch {
    notify.error(t('classroom:controls.deviceProblem'));
  }
}

export async function toggleMic(session: ClassSession): Promise<void> {
  const on = session.store.getState().media.mic;
  if (!on && !session.tracks.mic) {
    try {
      session.setTrack('mic', await openMicrophone(null));
    } catch {
      notify.error(t('classroom:controls.deviceProblem'));
      return;
    }
  }
  session.setMicOn(!on);
}

export async function toggleScreen(session: ClassSession): Promise<void> {
  if (session.store.getState().media.screen) {
    stopScreen(session);
    return;
  }
  try {
    const track = await openScreen();
    track.addEventListener('ended', () => {
      if (session.tracks.screen === track) stopScreen(session);
    });
    session.setTrack('screen', track);
    session.setMedia({ screen: true });
  } catch (error) {
    if (failureOf(error) !== 'denied') console.warn('[classroom] screen share failed', error);
    notify.warning(t('classroom:controls.screenDenied'));
  }
}

function stopScreen(session: ClassSession): void {
  session.setTrack('screen', null);
  session.setMedia({ screen: false });
}
