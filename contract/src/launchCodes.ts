/**
 * The plain values of the class-client launch contract (launch.ts): codes, ports and message types
 * without schemas, so the renderer's launcher needs no zod on the login page. launch.ts re-exports
 * all of it beside the schemas the server, agent and main check with.
 */
export const JOIN_TICKET_AUDIENCE = 'boda-agent';
export const JOIN_TICKET_ALG = 'ES256';
export const JOIN_TICKET_TTL_S = 60;
/** The agent refuses tickets whose lifetime (exp - iat) is longer than this, whatever the signature. */
export const JOIN_TICKET_MAX_TTL_S = 120;
export const AGENT_KEY_PATH = '/open/app/agentKey';

/** Launch outcomes, shared by the agent protocol and the desktop bridge. */
export const LaunchError = {
  NOT_INSTALLED: 'NOT_INSTALLED',
  ALREADY_RUNNING: 'ALREADY_RUNNING',
  MONITOR_NOT_SUPPORTED: 'MONITOR_NOT_SUPPORTED',
  LAUNCH_FAILED: 'LAUNCH_FAILED',
  TICKET_INVALID: 'TICKET_INVALID',
} as const;
export type LaunchErrorCode = (typeof LaunchError)[keyof typeof LaunchError];
export type LaunchOutcome = { ok: true } | { ok: false; error: LaunchErrorCode };

/**
 * Local agent WebSocket protocol (web build -> agent on ws://127.0.0.1:<port>/).
 * The page sends {type:'hello', version} first; the agent answers {type:'hello', version, agentVersion}
 * or {type:'error', error:'VERSION_UNSUPPORTED', supported:[...]} and closes. Then each
 * {type:'exec', id, ticket} gets {type:'result', id, outcome}. Anything else gets {type:'error'}.
 */
export const AGENT_PROTOCOL_VERSION = 1;
/** Ports the agent tries in order; the web build probes the same list. */
export const AGENT_PORTS = [47631, 47632, 47633] as const;
export const AGENT_MAX_MESSAGE_BYTES = 8 * 1024;

export const AgentProtocolError = {
  VERSION_UNSUPPORTED: 'VERSION_UNSUPPORTED',
  HELLO_REQUIRED: 'HELLO_REQUIRED',
  BAD_MESSAGE: 'BAD_MESSAGE',
  RATE_LIMITED: 'RATE_LIMITED',
  BUSY: 'BUSY',
} as const;
export type AgentProtocolErrorCode = (typeof AgentProtocolError)[keyof typeof AgentProtocolError];

export type AgentServerMessage =
  | { type: 'hello'; version: number; agentVersion: string }
  | { type: 'result'; id?: string; outcome: LaunchOutcome }
  | { type: 'error'; error: AgentProtocolErrorCode; supported?: number[] };
