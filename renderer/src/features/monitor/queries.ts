import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { api } from '../../api';
import { platform } from '../../platform';

export const monitorKeys = {
  all: ['monitor'] as const,
  list: (input: CommandInput<'monitor.LIST'>) => [...monitorKeys.all, 'list', input] as const,
  view: (roomCode: string, meetCode: string) => [...monitorKeys.all, 'view', roomCode, meetCode] as const,
  client: () => [...monitorKeys.all, 'client'] as const,
};

/** Live classes; refetched on window focus and on reconnect (manage-area "Class monitoring"). */
export function useMonitorList(input: CommandInput<'monitor.LIST'>, enabled: boolean) {
  return useQuery({
    queryKey: monitorKeys.list(input),
    queryFn: async () => (await api.send('monitor.LIST', input)).resultPage,
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

export function useMonitorView(roomCode: string, meetCode: string) {
  return useQuery({
    queryKey: monitorKeys.view(roomCode, meetCode),
    queryFn: async () => (await api.send('monitor.VIEW', { roomCode, ...(meetCode ? { meetCode } : {}) })).result,
    enabled: roomCode !== '',
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: false,
  });
}

/** Monitoring joins work in the Windows desktop app only: the platform says so through its client check. */
export function useMonitorJoinSupported(): boolean {
  const status = useQuery({
    queryKey: monitorKeys.client(),
    queryFn: () => platform.launcher.checkClient(),
    staleTime: Infinity,
    retry: false,
  });
  return status.data?.monitorSupported === true;
}
