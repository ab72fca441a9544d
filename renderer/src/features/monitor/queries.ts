import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';
import { platform } from '../../platform';

/**
 * A monitoring screen stays current while it is shown: classes and attendees come and go (a student who
 * closed the tab is gone within seconds on the server). Paused while the window is in the background.
 */
export const MONITOR_REFRESH_MS = 10_000;

/** Live classes; refetched on window focus and on reconnect (manage-area "Class monitoring"), and every MONITOR_REFRESH_MS. */
export function useMonitorList(input: CommandInput<'monitor.LIST'>, enabled: boolean) {
  return useCommandQuery('monitor.LIST', input, {
    select: (d) => d.resultPage,
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: MONITOR_REFRESH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

export function useMonitorView(roomCode: string, meetCode: string) {
  return useCommandQuery(
    'monitor.VIEW',
    { roomCode, ...(meetCode ? { meetCode } : {}) },
    {
      select: (d) => d.result,
      enabled: roomCode !== '',
      refetchInterval: MONITOR_REFRESH_MS,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      retry: false,
    },
  );
}

/** Not server data: the class client's status on this machine, asked once per session. */
const CLIENT_STATUS_KEY = ['platform', 'classClientStatus'] as const;

/** Monitoring joins work in the Windows desktop app only: the platform says so through its client check. */
export function useMonitorJoinSupported(): boolean {
  const status = useQuery({
    queryKey: CLIENT_STATUS_KEY,
    queryFn: () => platform.launcher.checkClient(),
    staleTime: Infinity,
    retry: false,
  });
  return status.data?.monitorSupported === true;
}
