import type { ServiceTypeValue } from '@boda/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../principal';

/** What a policy needs of the request: the caller (with company config), the area and the database. */
export type PolicyContext = Principal & { db: Db; serviceType: ServiceTypeValue | null };
