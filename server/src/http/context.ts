import type { IncomingHttpHeaders } from 'node:http';
import type { Access, ServiceTypeValue } from '@boda/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/principal';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import type { UploadedFile } from './multipart';

/** The signed-in caller: user, company and its parsed configuration (resolved once per request), and the area. */
export interface Caller extends Principal {
  /** The SERVICE_TYPE header; always set for signed-in commands, maybe null for optional ones. */
  serviceType: ServiceTypeValue | null;
}

/** What every handler gets: the request's surroundings, no caller. Handlers of public commands get only this. */
export interface OpenContext {
  db: Db;
  ip: string;
  headers: IncomingHttpHeaders;
  log: FastifyBaseLogger;
  runtime: Runtime;
  /** Adds a Set-Cookie to the answer (http/cookies.ts builds it). Sign-in flows only: the API authenticates by bearer token. */
  setCookie(cookie: string): void;
  /** Adds a header to the answer. Sign-in flows only, for clients that keep no cookies (the desktop app). */
  setHeader(name: string, value: string): void;
  /** Multipart commands: the files already stored and checked (server/src/http/multipart.ts). */
  uploads?: UploadedFile[];
}

/** A caller is known (signed-in commands, and optional ones that sent a valid token). */
export type CallerContext = OpenContext & Caller;

/** Handlers of signed-in commands: the dispatcher checked the command's access before calling them. */
export type SignedInContext = CallerContext & { serviceType: ServiceTypeValue };

/** Handlers of optional-auth commands: test `ctx.auth` to tell a signed-in caller from an anonymous one. */
export type OptionalContext = CallerContext | (OpenContext & { auth: null });

/** The handler context of a command, chosen by its access declaration. */
export type ContextFor<A extends Access> = A extends 'public' ? OpenContext : A extends 'optional' ? OptionalContext : SignedInContext;
