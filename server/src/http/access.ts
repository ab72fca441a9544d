import {
  ErrorCode,
  hasPermission,
  isClosedInEmergency,
  Permission,
  ServiceType,
  type ServiceTypeValue,
  type SignedInAccess,
} from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import type { Principal } from '../auth/principal';
import { AppError } from '../errors';

/**
 * The dispatcher's check of a signed-in command's declared access (contract/src/api/access.ts),
 * made before the input is parsed and before the handler runs. Ownership is the policies' job.
 */
export function checkAccess(access: SignedInAccess, caller: Principal & { serviceType: ServiceTypeValue }): void {
  const { auth, config, serviceType } = caller;
  // Only callers with manage access may use the MANAGE service type at all.
  if (serviceType === ServiceType.MANAGE && !hasPermission(auth.permissionMask, Permission.MANAGE_ACCESS)) {
    throw new AppError(ErrorCode.WRONG_SERVICE_TYPE);
  }
  if (access.area === 'manage' && serviceType !== ServiceType.MANAGE) throw new AppError(ErrorCode.WRONG_SERVICE_TYPE);
  if (access.area === 'service' && serviceType !== ServiceType.SERVICE) throw new AppError(ErrorCode.WRONG_SERVICE_TYPE);
  const denied = access.denied ?? ErrorCode.FORBIDDEN;
  if (access.permissions?.some((bit) => !hasPermission(auth.permissionMask, bit))) throw new AppError(denied);
  if (access.roles && !access.roles.includes(auth.userTypeCd as (typeof access.roles)[number])) throw new AppError(denied);
  if (access.funcs?.some((position) => !isFuncOn(config, position))) {
    throw new AppError(ErrorCode.FORBIDDEN, 'This function is not enabled for the company.');
  }
}

/**
 * Emergency mode (foundation.md 4) leaves only the room tab of the service area usable: the other
 * tabs' commands, the message check and profile images are refused there (contract api/emergency.ts).
 * The manage area stays open, so operators can end the mode.
 */
export function checkEmergency(path: string, access: SignedInAccess, caller: Principal & { serviceType: ServiceTypeValue }): void {
  const closed = isClosedInEmergency(path) || access.closedInEmergency === true;
  if (caller.serviceType === ServiceType.SERVICE && caller.config.emergencyMode && closed) {
    throw new AppError(ErrorCode.EMERGENCY_MODE);
  }
}
