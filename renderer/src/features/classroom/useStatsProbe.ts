import { useEffect } from 'react';
import type { ClassSession } from './classSession';

declare global {
  interface Window {
    /**
     * Read-only probe for end-to-end tests: per peer, the video frames decoded from its camera (and its
     * screen share), from getStats() inbound-rtp. Proves media flowed; changes nothing.
     */
    __classroomStats?: () => Promise<Record<string, { framesDecoded: number; screenFramesDecoded?: number }>>;
  }
}

export function useStatsProbe(session: ClassSession): void {
  useEffect(() => {
    window.__classroomStats = () => session.mesh.framesDecoded();
    return () => {
      delete window.__classroomStats;
    };
  }, [session]);
}
