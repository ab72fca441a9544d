import { api } from '../../api';
import { useClassLauncher } from '../launcher';

/** Monitoring join (user type 4) through the launcher, which runs it only on Windows. */
export function useMonitorJoin() {
  const launcher = useClassLauncher();
  return {
    busy: launcher.busy,
    join: (roomCode: string, meetCode: string) =>
      launcher.launch({ fetchTicket: async () => (await api.send('monitor.JOIN', { roomCode, meetCode })).joinTicket }),
  };
}
