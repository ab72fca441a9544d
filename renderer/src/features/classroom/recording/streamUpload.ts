/*
 * A tus 1.0.0 upload of a file that is still being written (a recording in progress), on fetch alone:
 * created with a deferred length (the server's creation-defer-length), its chunks sent in order by
 * sequential PATCHes as they come, the length declared by the last PATCH. tus-js-client wants its whole
 * source up front (or reads a stream it cannot resume from), hence this small driver.
 *
 * A PATCH that fails (the network, or the server's 5xx or 409) is followed, after a pause, by a HEAD that
 * answers how many bytes the server kept; sending goes on from there, the chunks kept until the server
 * has them. A refusal (any other 4xx: the token, the size) ends the upload.
 */

export const TUS_VERSION = '1.0.0';
/** Pauses before each retry of a failed request; one more failure than these ends the upload. */
export const UPLOAD_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000];

export interface StreamUploadOptions {
  /** The tus creation URL (`${serverOrigin}/open/classClient/upload`). */
  endpoint: string;
  /** Upload-Metadata, before base64. */
  metadata: Record<string, string>;
  /** The attendee token, sent with every request: the server answers an upload's address only to it. */
  attendeeToken: string;
  fetch?: typeof fetch;
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** The upload failed for good while chunks were still coming (finish() rejects with the same error). */
  onError?: (error: Error) => void;
}

/** What the server answered on the last byte. */
export interface StreamUploadResult {
  /** The new record; null when the last answer was lost (a HEAD then showed every byte there). */
  recordIdx: number | null;
  bytes: number;
}

export class UploadRefusedError extends Error {
  constructor(
    readonly status: number,
    /** Our error code (`WB-...`) when the answer is our envelope. */
    readonly errorCode: string | null,
  ) {
    super(errorCode ? `upload refused: ${errorCode}` : `upload refused: HTTP ${status}`);
  }
}

const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}`)
    .join(',');

async function refusal(response: Response): Promise<UploadRefusedError> {
  const text = await response.text().catch(() => '');
  return new UploadRefusedError(response.status, errorCodeOf(text));
}

/** Our envelope's error code, or null for tus's own plain-text answers. */
function errorCodeOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { errorCode?: unknown };
    return typeof body.errorCode === 'string' ? body.errorCode : null;
  } catch {
    return null;
  }
}

/** A failure worth retrying: no answer, the server's trouble, or an offset the server does not share. */
const retryable = (status: number) => status >= 500 || status === 409 || status === 423 || status === 429;

export class StreamUpload {
  private readonly fetch: typeof fetch;
  private readonly retryDelays: readonly number[];
  private readonly sleep: (ms: number) => Promise<void>;
  private url: string | null = null;
  /** Chunks not yet all on the server, in order; the first starts at byte `queueStart`. */
  private queue: Blob[] = [];
  private queueStart = 0;
  /** Bytes the server has. */
  private offset = 0;
  private pushed = 0;
  private lengthDeclared = false;
  private finishing = false;
  private pump: Promise<StreamUploadResult | null> = Promise.resolve(null);
  private creating: Promise<void> | null = null;
  /** The last byte's answer (a drain under way when finish() came may be the one that got it). */
  private result: StreamUploadResult | null = null;
  private failure: Error | null = null;

  constructor(private readonly options: StreamUploadOptions) {
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.retryDelays = options.retryDelaysMs ?? UPLOAD_RETRY_DELAYS_MS;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** The upload failed for good (refused, or the retries ran out). */
  get error(): Error | null {
    return this.failure;
  }

  /** Creates the upload on the server; chunks pushed meanwhile wait in the queue. */
  create(): Promise<void> {
    this.creating ??= this.post();
    return this.creating;
  }

  private async post(): Promise<void> {
    const response = await this.fetch(this.options.endpoint, {
      method: 'POST',
      headers: { ...this.tusHeaders(), 'Upload-Defer-Length': '1', 'Upload-Metadata': encodeMetadata(this.options.metadata) },
    });
    if (response.status !== 201) throw await refusal(response);
    this.url = new URL(response.headers.get('Location') ?? '', this.options.endpoint).href;
    this.kick();
  }

  /** The next chunk of the file (sent after the ones before it). */
  push(chunk: Blob): void {
    if (this.finishing || chunk.size === 0) return;
    this.queue.push(chunk);
    this.pushed += chunk.size;
    this.kick();
  }

  /** No more chunks: sends what is left with the length and answers the server's record. */
  async finish(): Promise<StreamUploadResult> {
    this.finishing = true;
    await this.create();
    this.kick();
    const result = await this.pump;
    if (this.failure) throw this.failure;
    if (!result) throw new Error('the upload did not finish');
    return result;
  }

  private kick(): void {
    this.pump = this.pump.then(() => this.drain());
  }

  /** Sends the queue (and, when finishing, the length) until nothing is left to send. */
  private async drain(): Promise<StreamUploadResult | null> {
    if (!this.url || this.failure || this.result) return this.result;
    for (let failures = 0; ;) {
      const last = this.finishing;
      if (last && this.lengthDeclared && this.offset === this.pushed) return (this.result = { recordIdx: null, bytes: this.pushed });
      if (this.queue.length === 0 && !last) return null;
      try {
        const declaring = last && !this.lengthDeclared;
        const response = await this.patch(this.url, declaring);
        if (response.status === 204 || response.status === 200) {
          failures = 0;
          if (declaring) this.lengthDeclared = true;
          this.acknowledge(Number(response.headers.get('Upload-Offset')));
          const recordIdx = response.headers.get('Record-Idx');
          if (last && this.offset === this.pushed) {
            return (this.result = { recordIdx: recordIdx === null ? null : Number(recordIdx), bytes: this.pushed });
          }
          continue;
        }
        if (!retryable(response.status)) throw await refusal(response);
      } catch (error) {
        if (error instanceof UploadRefusedError) return this.fail(error);
        // No answer (the network): retried below.
      }
      if (failures >= this.retryDelays.length) return this.fail(new Error('the upload could not reach the server'));
      await this.sleep(this.retryDelays[failures]);
      failures += 1;
      await this.resync(this.url).catch(() => undefined);
    }
  }

  /** One PATCH of everything queued from the server's offset; the last one declares the length. */
  private patch(url: string, declaring: boolean): Promise<Response> {
    const body = new Blob(this.queue).slice(this.offset - this.queueStart);
    const headers: Record<string, string> = {
      ...this.tusHeaders(),
      'Upload-Offset': String(this.offset),
      'Content-Type': 'application/offset+octet-stream',
    };
    if (declaring) headers['Upload-Length'] = String(this.pushed);
    return this.fetch(url, { method: 'PATCH', headers, body });
  }

  /** After a failure: where the server is, and whether it already has the length. */
  private async resync(url: string): Promise<void> {
    const response = await this.fetch(url, { method: 'HEAD', headers: this.tusHeaders() });
    if (response.status !== 200) return;
    const offset = Number(response.headers.get('Upload-Offset'));
    const length = response.headers.get('Upload-Length');
    if (length !== null) this.lengthDeclared = true;
    // Complete on the server, maybe longer than sent: a WebM recording gets its duration written on arrival.
    const complete = this.finishing && length !== null && offset === Number(length) && offset >= this.pushed;
    this.acknowledge(complete ? this.pushed : offset);
  }

  private tusHeaders(): Record<string, string> {
    return { 'Tus-Resumable': TUS_VERSION, Authorization: `Bearer ${this.options.attendeeToken}` };
  }

  /** The server has `offset` bytes: the chunks wholly below it are done with. */
  private acknowledge(offset: number): void {
    if (!Number.isFinite(offset) || offset < this.queueStart || offset > this.pushed) return;
    this.offset = offset;
    while (this.queue.length > 0 && this.queueStart + this.queue[0].size <= offset) {
      this.queueStart += this.queue[0].size;
      this.queue.shift();
    }
  }

  private fail(error: Error): null {
    this.failure = error;
    this.options.onError?.(error);
    return null;
  }
}
