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
    session.setTrack('camera', await openCamera(session.store.getState().devices.cameraId));
    session.setMedia({ camera: true });
  } catch {
    notify.error(t('classroom:controls.deviceProblem'));
  }
}

export async function toggleMic(session: ClassSession): Promise<void> {
  const on = session.store.getState().media.mic;
  if (!on && !session.tracks.mic) {
    try {
      session.setTrack('mic', await openMicrophone(session.store.getState().devices.micId));
    } catch {
      notify.error(t('classroom:controls.deviceProblem'));
      return;
    }
  }
  session.setMicOn(!on);
}

/**
 * Another camera or microphone in the class (the device menu): a camera that is on, and the microphone,
 * change over at once (the microphone stays as muted or not as it was); a camera that is off opens the
 * chosen one when turned on. The device in use stays when the new one cannot be started.
 */
export async function switchDevice(session: ClassSession, slot: 'camera' | 'mic', deviceId: string): Promise<void> {
  const { devices, media } = session.store.getState();
  if ((slot === 'camera' ? devices.cameraId : devices.micId) === deviceId) return;
  const live = slot === 'camera' ? media.camera : session.tracks.mic !== null;
  if (!live) {
    session.chooseDevice(slot, deviceId);
    return;
  }
  try {
    const track = slot === 'camera' ? await openCamera(deviceId) : await openMicrophone(deviceId);
    if (slot === 'mic') track.enabled = session.store.getState().media.mic;
    session.setTrack(slot, track);
    session.chooseDevice(slot, deviceId);
    // The self view shows the new camera.
    if (slot === 'camera') session.setMedia({ camera: true });
  } catch {
    notify.error(t('classroom:controls.deviceProblem'));
  }
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
