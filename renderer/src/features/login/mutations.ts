import { useMutation } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { loginWithCredentials } from '../../api/sessionActions';

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: CommandInput<'login.loginBoda'>) => loginWithCredentials(input),
  });
}
