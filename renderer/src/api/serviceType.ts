import { ServiceType, type ServiceTypeValue } from '@boda/contract';

/** foundation.md 7: MANAGE when the page path contains /manage, otherwise SERVICE. */
export function serviceTypeFor(pathname: string): ServiceTypeValue {
  return pathname.includes('/manage') ? ServiceType.MANAGE : ServiceType.SERVICE;
}
