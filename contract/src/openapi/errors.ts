import { ERROR_MESSAGES, ErrorCode, type ErrorCodeValue, statusOfCode } from '../errors';
import type { JsonSchema } from './schemas';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Every catalogue code with its English fallback message, ordered by code. */
export function errorCatalogue(): Array<{ code: ErrorCodeValue; name: string; status: number; message: string }> {
  return (Object.entries(ErrorCode) as Array<[string, ErrorCodeValue]>)
    .map(([name, code]) => ({ code, name, status: statusOfCode(code), message: ERROR_MESSAGES[code] }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export const SUCCESS_ENVELOPE: JsonSchema = {
  type: 'object',
  description: 'Every answer of a command that succeeded; `data` is the command result.',
  properties: { success: { const: true }, errorCode: { type: 'null' }, message: { type: ['string', 'null'] }, data: {} },
  required: ['success', 'errorCode', 'data'],
};

/** The envelope's schemas: the error code list, a field problem and the failure envelope. */
export function envelopeSchemas(): Record<string, JsonSchema> {
  return {
    ErrorCode: {
      description: 'A catalogue code WB-{status}-{number}; the status part is the HTTP status of the answer.',
      oneOf: errorCatalogue().map(({ code, name, message }) => ({ const: code, title: name, description: message })),
    },
    IssueDetail: {
      type: 'object',
      description: 'One rejected input field (WB-400-212): `path` in dot notation, so a form shows `message` under it.',
      properties: {
        path: { type: 'string', examples: ['room.roomTitle', 'userIdxList.0'] },
        message: { type: 'string' },
        key: { type: 'string', description: 'i18n key of the message in the validation namespace, when there is one.' },
      },
      required: ['path', 'message'],
    },
    SuccessEnvelope: SUCCESS_ENVELOPE,
    ErrorEnvelope: {
      type: 'object',
      description: 'Every refusal: `success` false, the catalogue code, an English message and, for bad input, the fields.',
      properties: {
        success: { const: false },
        errorCode: ref('ErrorCode'),
        message: { type: ['string', 'null'] },
        data: { type: 'null' },
        details: { type: 'array', items: ref('IssueDetail') },
      },
      required: ['success', 'errorCode', 'data'],
    },
  };
}

/** The success envelope around a command's `data` schema (the shared part is the SuccessEnvelope component). */
export function successEnvelope(data: JsonSchema): JsonSchema {
  return { allOf: [ref('SuccessEnvelope'), { properties: { data }, required: ['data'] }] };
}

/**
 * The operation's refusal responses, one per HTTP status, each a shared component named by its codes
 * (`WB-401-001_WB-401-002`), which `responses` collects for components.responses.
 */
export function errorResponses(codes: readonly ErrorCodeValue[], responses: Record<string, unknown>): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCodeValue[]>();
  for (const code of codes) byStatus.set(statusOfCode(code), [...(byStatus.get(statusOfCode(code)) ?? []), code]);
  const refs: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const name = list.join('_');
    responses[name] ??= {
      description: list.map((code) => `${code}: ${ERROR_MESSAGES[code]}`).join(' '),
      content: { 'application/json': { schema: ref('ErrorEnvelope') } },
    };
    refs[String(status)] = { $ref: `#/components/responses/${name}` };
  }
  refs.default = { $ref: '#/components/responses/Error' };
  return refs;
}

export const ERROR_RESPONSE = {
  description: 'Any other refusal of the catalogue (see ErrorCode); the HTTP status is the code status part.',
  content: { 'application/json': { schema: ref('ErrorEnvelope') } },
};
