import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassSession } from './classSession';
import { switchDevice, toggleCamera, toggleMic } from './localControls';
import { FakeTrack } from './testing/fakeRtc';
import { inClass } from './testing/inClass';

const opened = vi.hoisted(() => ({ camera: vi.fn(), mic: vi.fn() }));
vi.mock('./localMedia', async (actual) => ({
  ...(await actual<typeof import('./localMedia')>()),
  openCamera: opened.camera,
  openMicrophone: opened.mic,
}));

describe('the controls: the camera and microphone in use', () => {
  const camera = (deviceId: string) => new FakeTrack('video', `cam-${deviceId}`, deviceId);
  const mic = (deviceId: string) => new FakeTrack('audio', `mic-${deviceId}`, deviceId);
  // The welcome of inClass says what the fake server heard; the page's own media is on here.
  const cameraOn = (session: ClassSession) => session.setMedia({ camera: true });
  beforeEach(() => {
    opened.camera.mockReset();
    opened.mic.mockReset();
  });

  it('turns the camera back on with the one chosen before joining, not the default one', async () => {
    const usb = camera('usb');
    const { session } = await inClass({ mic: null, camera: usb });
    cameraOn(session);
    await toggleCamera(session);
    expect(usb.stopped).toBe(true);
    opened.camera.mockResolvedValueOnce(camera('usb'));
    await toggleCamera(session);
    expect(opened.camera).toHaveBeenLastCalledWith('usb');
    expect(session.store.getState().media.camera).toBe(true);
  });

  it('changes a camera that is on and the microphone at once, keeping the microphone muted; a failing one changes nothing', async () => {
    const builtIn = camera('built-in');
    const laptopMic = mic('laptop');
    const { session } = await inClass({ mic: laptopMic, camera: builtIn });
    cameraOn(session);
    session.setMicOn(false);
    const usb = camera('usb');
    opened.camera.mockResolvedValueOnce(usb);
    await switchDevice(session, 'camera', 'usb');
    expect(builtIn.stopped).toBe(true);
    expect(session.tracks.camera).toBe(usb);
    expect(session.store.getState().devices.cameraId).toBe('usb');
    const headset = mic('headset');
    opened.mic.mockResolvedValueOnce(headset);
    await switchDevice(session, 'mic', 'headset');
    expect(session.tracks.mic).toBe(headset);
    expect(headset.enabled).toBe(false);
    expect(laptopMic.stopped).toBe(true);

    opened.camera.mockRejectedValueOnce(Object.assign(new Error('busy'), { name: 'NotReadableError' }));
    await switchDevice(session, 'camera', 'broken');
    expect(session.tracks.camera).toBe(usb);
    expect(usb.stopped).toBe(false);
    expect(session.store.getState().devices.cameraId).toBe('usb');
  });

  it('only notes the choice for a camera that is off, and opens it when turned on', async () => {
    const { session } = await inClass();
    await switchDevice(session, 'camera', 'usb');
    expect(opened.camera).not.toHaveBeenCalled();
    expect(session.store.getState().devices.cameraId).toBe('usb');
    opened.camera.mockResolvedValueOnce(camera('usb'));
    await toggleCamera(session);
    expect(opened.camera).toHaveBeenCalledWith('usb');
    opened.mic.mockResolvedValueOnce(mic('headset'));
    await switchDevice(session, 'mic', 'headset');
    expect(opened.mic).not.toHaveBeenCalled();
    await toggleMic(session);
    expect(opened.mic).toHaveBeenCalledWith('headset');
  });
});
