import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { applyUser, useSession } from '../../api/session';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

/** The signed-in user from the server (GET_ME); keeps the session's copy current. */
export function useMe() {
  const signedIn = useSession((state) => state.token !== null);
  const query = useQuery({
    queryKey: accountKeys.me(),
    queryFn: async () => (await api.send('user.GET_ME', {})).result,
    enabled: signedIn,
  });
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    const current = useSession.getState().user;
    if (JSON.stringify(current) !== JSON.stringify(data)) applyUser(data);
  }, [data]);
  return query;
}
