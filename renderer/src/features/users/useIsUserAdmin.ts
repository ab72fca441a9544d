import { Permission, UserType } from '@boda/contract';
import { useSession } from '../../api/session';
import { useHasPermission } from '../../api/sessionHooks';

const ADMIN_TYPES: readonly number[] = [UserType.SUPER_ADMIN, UserType.ADMIN, UserType.OPERATOR];

/** Operators and administrators with manage access change users (the server checks the same). */
export function useIsUserAdmin(): boolean {
  const manage = useHasPermission(Permission.MANAGE_ACCESS);
  const type = useSession((s) => s.user?.userTypeCd);
  return manage && type !== undefined && ADMIN_TYPES.includes(type);
}
