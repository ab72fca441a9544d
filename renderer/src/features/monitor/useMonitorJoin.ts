import { api } from '../../api';
import { useClassLauncher } from '../launcher';

/**
 * Monitoring join (user type 4) through the launcher: the native client runs it only on Windows; the
 * whole answer goes along so a school that allows the web classroom can monitor there too.
 */
export function useMonitorJoin() {
  const launcher = useClassLauncher();
  return {
    busy: launcher.busy,
    join: (roomCode: string, meetCode: string) =>
      launcher.launch({
        fetchTicket: async () => {
          const joined = await api.send('monitor.JOIN', { roomCode, meetCode });
          return { joinTicket: joined.joinTicket, webJoinUrl: joined.webJoinUrl };
        },
      }),
  };
}
