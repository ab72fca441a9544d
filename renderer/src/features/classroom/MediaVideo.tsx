import { useEffect, useRef } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({
  video: { width: '100%', height: '100%', objectFit: 'cover', backgroundColor: '#000', display: 'block' },
  contain: { objectFit: 'contain' },
  mirrored: { transform: 'scaleX(-1)' },
});

export interface MediaVideoProps {
  stream: MediaStream | null;
  /** Our own preview is muted (no echo) and mirrored (as in a mirror). */
  self?: boolean;
  /** Screens are shown whole, cameras fill their tile. */
  fit?: 'cover' | 'contain';
  label: string;
  testId?: string;
}

/** A <video> playing a MediaStream (srcObject cannot be set through JSX). */
export function MediaVideo({ stream, self = false, fit = 'cover', label, testId }: MediaVideoProps) {
  const styles = useStyles();
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = element.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={element}
      className={mergeClasses(styles.video, fit === 'contain' && styles.contain, self && styles.mirrored)}
      autoPlay
      playsInline
      muted={self}
      aria-label={label}
      data-testid={testId}
    />
  );
}
