import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

/** Reads a JSON file through a schema; a missing or invalid file yields null (callers use defaults). */
export async function readJsonFile<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S> | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Write to a temp file and rename, so a crash mid-write never leaves half a settings file. */
export async function writeJsonFileAtomic(file: string, value: unknown, mode = 0o600): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(value, null, 2), { mode });
  await rename(tmp, file);
}
