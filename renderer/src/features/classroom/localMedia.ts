/** What the participant picked before joining (pre-join screen), and what is on now. */
export interface DeviceChoice {
  cameraId: string | null;
  micId: string | null;
}

export type MediaFailure = 'none' | 'denied' | 'missing' | 'failed';

export function failureOf(error: unknown): MediaFailure {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'failed';
}

function devices(): MediaDevices | null {
  return typeof navigator !== 'undefined' && navigator.mediaDevices ? navigator.mediaDevices : null;
}

/** Camera video at a size a six-way mesh can carry. */
const CAMERA_CONSTRAINTS: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 24 } };

export async function openCamera(deviceId: string | null): Promise<MediaStreamTrack> {
  const media = devices();
  if (!media) throw Object.assign(new Error('no media devices'), { name: 'NotFoundError' });
  const stream = await media.getUserMedia({ video: { ...CAMERA_CONSTRAINTS, ...(deviceId ? { deviceId: { exact: deviceId } } : {}) } });
  return stream.getVideoTracks()[0];
}

export async function openMicrophone(deviceId: string | null): Promise<MediaStreamTrack> {
  const media = devices();
  if (!media) throw Object.assign(new Error('no media devices'), { name: 'NotFoundError' });
  const stream = await media.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, ...(deviceId ? { deviceId: { exact: deviceId } } : {}) },
  });
  return stream.getAudioTracks()[0];
}

export async function openScreen(): Promise<MediaStreamTrack> {
  const media = devices();
  if (!media?.getDisplayMedia) throw Object.assign(new Error('no screen capture'), { name: 'NotFoundError' });
  const stream = await media.getDisplayMedia({ video: true, audio: false });
  return stream.getVideoTracks()[0];
}

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** Device labels appear once a permission was granted, so this is asked again after each getUserMedia. */
export async function listDevices(): Promise<DeviceLists> {
  const media = devices();
  if (!media?.enumerateDevices) return { cameras: [], microphones: [] };
  const all = await media.enumerateDevices();
  return {
    cameras: all.filter((device) => device.kind === 'videoinput'),
    microphones: all.filter((device) => device.kind === 'audioinput'),
  };
}

export function stopTrack(track: MediaStreamTrack | null | undefined): void {
  track?.stop();
}
