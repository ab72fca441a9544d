import { useEffect } from 'react';
import { useCommandQuery } from '../../api/commandQuery';
import { applyUser, useSession } from '../../api/session';

/** The signed-in user from the server (GET_ME); keeps the session's copy current. */
export function useMe() {
  const signedIn = useSession((state) => state.token !== null);
  const query = useCommandQuery('user.GET_ME', {}, { select: (d) => d.result, enabled: signedIn });
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    const current = useSession.getState().user;
    if (JSON.stringify(current) !== JSON.stringify(data)) applyUser(data);
  }, [data]);
  return query;
}
