import { useMemo } from 'react';
import { hasPermission, type PermissionBit } from '@boda/contract';
import { permissionMaskOf } from '@boda/contract/config';
import { useSession } from './session';

export function useEmergencyMode(): boolean {
  return useSession((state) => state.config?.emergencyMode ?? false);
}

/** The signed-in user's permission mask from WEB_USER_TYPE_AUTH (0 without a session). */
export function usePermissionMask(): number {
  const config = useSession((state) => state.config);
  const userType = useSession((state) => state.user?.userTypeCd);
  return useMemo(() => (config && userType !== undefined ? permissionMaskOf(config, userType) : 0), [config, userType]);
}

export function useHasPermission(bit: PermissionBit): boolean {
  return hasPermission(usePermissionMask(), bit);
}
