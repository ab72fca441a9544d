import type { IncomingHttpHeaders } from 'node:http';
import type { ServiceTypeValue } from '@boda/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import type { UploadedFile } from './multipart';

/** Who is calling, resolved from the access token and the database (never from the payload). */
export interface AuthInfo {
  userIdx: number;
  companyIdx: number;
  companyId: string;
  companyCode: string;
  userTypeCd: number;
  /** WEB_USER_TYPE_AUTH of the caller's type in their company, unsigned. */
  permissionMask: number;
  configVersion: number;
}

export interface RequestContext {
  db: Db;
  auth: AuthInfo | null;
  serviceType: ServiceTypeValue | null;
  ip: string;
  /** scheme://host[:port] as the client reached us. */
  origin: string;
  headers: IncomingHttpHeaders;
  log: FastifyBaseLogger;
  runtime: Runtime;
  /** Multipart commands: the files already stored and checked (server/src/http/multipart.ts). */
  uploads?: UploadedFile[];
}
