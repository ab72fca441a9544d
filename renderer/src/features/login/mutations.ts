import { useMutation } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { loginWithCredentials } from '../../api/sessionActions';
import { saveRememberedLogin } from './rememberedLogin';

/**
 * Credential login. The remembered id and auto-login choice are saved here rather than in the
 * form's callbacks: a successful login re-renders the page into a redirect, unmounting the form.
 */
export function useLoginMutation() {
  return useMutation({
    mutationFn: async (input: CommandInput<'login.loginBoda'>) => {
      const result = await loginWithCredentials(input);
      saveRememberedLogin(input.username, input.autoLogin === true);
      return result;
    },
  });
}
