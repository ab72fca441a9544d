import { useCallback, useEffect, useState } from 'react';
import { failureOf, listDevices, openCamera, openMicrophone, type DeviceLists, type MediaFailure } from './localMedia';

export interface PreviewChoice {
  cameraId: string | null;
  micId: string | null;
  cameraOn: boolean;
}

interface Opened {
  track: MediaStreamTrack | null;
  failure: MediaFailure;
  /** Which choice this answer is for (a late answer for an older choice is dropped). */
  key: string;
}

/**
 * The pre-join devices: the chosen camera (only while "camera on", so its light is honest) and the
 * chosen microphone, each opened on its own so one missing or refused device never blocks the other.
 * `handOver` gives the tracks to the class: they are then not stopped when the screen goes.
 */
export function usePreviewMedia(choice: PreviewChoice) {
  const [camera, setCamera] = useState<Opened>({ track: null, failure: 'none', key: 'pending' });
  const [mic, setMic] = useState<Opened>({ track: null, failure: 'none', key: 'pending' });
  const [devices, setDevices] = useState<DeviceLists>({ cameras: [], microphones: [] });
  // A Set that lives as long as the screen (never replaced), so cleanups may read it.
  const [handedOver] = useState(() => new Set<MediaStreamTrack>());
  const cameraKey = choice.cameraOn ? `on:${choice.cameraId ?? ''}` : 'off';
  const micKey = choice.micId ?? '';

  useEffect(() => {
    if (!choice.cameraOn) return;
    let alive = true;
    let opened: MediaStreamTrack | null = null;
    openCamera(choice.cameraId).then(
      (track) => {
        opened = track;
        if (alive) setCamera({ track, failure: 'none', key: cameraKey });
        else track.stop();
        void listDevices().then(setDevices);
      },
      (error: unknown) => alive && setCamera({ track: null, failure: failureOf(error), key: cameraKey }),
    );
    return () => {
      alive = false;
      if (opened && !handedOver.has(opened)) opened.stop();
    };
  }, [choice.cameraOn, choice.cameraId, cameraKey, handedOver]);

  useEffect(() => {
    let alive = true;
    let opened: MediaStreamTrack | null = null;
    openMicrophone(choice.micId).then(
      (track) => {
        opened = track;
        if (alive) setMic({ track, failure: 'none', key: micKey });
        else track.stop();
        void listDevices().then(setDevices);
      },
      (error: unknown) => alive && setMic({ track: null, failure: failureOf(error), key: micKey }),
    );
    return () => {
      alive = false;
      if (opened && !handedOver.has(opened)) opened.stop();
    };
  }, [choice.micId, micKey, handedOver]);

  const cameraNow = camera.key === cameraKey ? camera : { track: null, failure: 'none' as const };
  const micNow = mic.key === micKey ? mic : { track: null, failure: 'none' as const };
  const handOver = useCallback(() => {
    for (const track of [cameraNow.track, micNow.track]) if (track) handedOver.add(track);
    return { camera: cameraNow.track, mic: micNow.track };
  }, [cameraNow.track, micNow.track, handedOver]);

  return {
    camera: cameraNow.track,
    cameraFailure: cameraNow.failure,
    mic: micNow.track,
    micFailure: micNow.failure,
    /** Still asking (a permission prompt may be open). */
    micPending: mic.key !== micKey,
    cameraPending: choice.cameraOn && camera.key !== cameraKey,
    devices,
    handOver,
  };
}
