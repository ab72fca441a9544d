/**
 * The `data` query value the native class client passes to its /wb/* web views (service-area 2.17): JSON,
 * URL-encoded or not, in the app's short keys (Lng, Rcd, Multi, Upload, TargetUserList) or spelled out.
 * A malformed value is logged and ignored (an empty record).
 */
export function readNativeAppData(raw: string | null, view: string): Record<string, unknown> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.trim().startsWith('{') ? raw : decodeURIComponent(raw));
  } catch (error) {
    console.warn(`[wb/${view}] data is not JSON`, error);
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    console.warn(`[wb/${view}] data is not a JSON object`, parsed);
    return {};
  }
  return parsed as Record<string, unknown>;
}

/** The first of the keys present in the record (the app's short key first, then the spelled-out ones). */
export function pickKey(record: Record<string, unknown>, ...keys: string[]): unknown {
  return keys.map((key) => record[key]).find((value) => value !== undefined);
}

/** 1, '1', true, 'true', 'Y' turn a flag on; anything else leaves it off. */
export function isFlagOn(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'y'].includes(value.trim().toLowerCase()));
}
