import { useEffect, useState } from 'react';

/** The microphone's loudness, 0..1, sampled each frame from a WebAudio analyser (the pre-join meter). */
export function useMicLevel(track: MediaStreamTrack | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const sample = () => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const value of samples) peak = Math.max(peak, Math.abs(value - 128));
      setLevel(track.enabled ? Math.min(1, peak / 64) : 0);
      frame = requestAnimationFrame(sample);
    };
    frame = requestAnimationFrame(sample);
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [track]);
  return track ? level : 0;
}
