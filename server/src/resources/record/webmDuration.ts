/*
 * A browser's MediaRecorder writes WebM live: the Segment and its Clusters have "unknown size" and the
 * Segment Info has no Duration, so players show no length and cannot seek until they have read it all.
 * The scanner reads a finished recording once, as a stream (recordings reach gigabytes), and learns
 * where its Info is and how long it lasts (the latest block's time: its Cluster's Timecode plus the
 * block's own, in the Info's TimecodeScale). patchWebmHead then writes the Duration into the Info; the
 * bytes after the Info are unchanged, only moved. Anything else (not WebM, cut before its first block,
 * a Duration already there, an index such as SeekHead or Cues whose positions would move) is left as
 * it was: the scanner answers null, never throws.
 */

const ID = {
  EBML: 0x1a45dfa3,
  DOC_TYPE: 0x4282,
  SEGMENT: 0x18538067,
  INFO: 0x1549a966,
  TIMECODE_SCALE: 0x2ad7b1,
  DURATION: 0x4489,
  SEEK_HEAD: 0x114d9b74,
  CUES: 0x1c53bb6b,
  CLUSTER: 0x1f43b675,
  TIMECODE: 0xe7,
  BLOCK_GROUP: 0xa0,
  BLOCK: 0xa1,
  SIMPLE_BLOCK: 0xa3,
  BLOCK_DURATION: 0x9b,
} as const;

/** Elements whose children are read in line with their parent's (their size, maybe unknown, is not skipped). */
const ENTERED = new Set<number>([ID.SEGMENT, ID.CLUSTER, ID.BLOCK_GROUP]);
/** Elements whose body is read whole, with the most bytes it may have. */
const READ: Record<number, number> = {
  [ID.EBML]: 4096,
  [ID.INFO]: 65536,
  [ID.TIMECODE]: 8,
  [ID.BLOCK_DURATION]: 8,
};
/** A block's track number (at most 8 bytes) and its 16-bit relative timecode. */
const BLOCK_HEAD = 10;
const DURATION_ELEMENT_BYTES = 11; // 0x4489, size 0x88, float64

export interface Vint {
  /** The value, or null for "unknown size" (every value bit set). */
  value: number | null;
  width: number;
}

/** An EBML variable-size integer at `at`; undefined when the bytes end first, null when it is malformed. */
export function readVint(bytes: Uint8Array, at: number, keepMarker = false): Vint | null | undefined {
  if (at >= bytes.length) return undefined;
  const first = bytes[at];
  if (first === 0) return null;
  const width = Math.clz32(first) - 23;
  if (at + width > bytes.length) return undefined;
  const marker = 0x80 >> (width - 1);
  let value = keepMarker ? first : first & (marker - 1);
  let allOnes = (first & (marker - 1)) === marker - 1;
  for (let i = 1; i < width; i += 1) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value: allOnes && !keepMarker ? null : value, width };
}

/** `value` as an EBML size of exactly `width` bytes; null when it does not fit. */
export function encodeSize(value: number, width: number): Buffer | null {
  if (width < 1 || width > 8 || value >= 2 ** (7 * width) - 1) return null;
  const out = Buffer.alloc(width);
  let rest = value;
  for (let i = width - 1; i >= 0; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] |= 0x80 >> (width - 1);
  return out;
}

function readUint(bytes: Uint8Array): number {
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

/** What patchWebmHead needs: where the Segment's size and the Info are, and the duration to write. */
export interface WebmDurationPlan {
  /** The Segment's size field (start, width, value), null when its size is unknown. */
  segmentSize: { at: number; width: number; value: number } | null;
  infoStart: number;
  /** Where the Info's body starts and ends (the bytes after `infoEnd` are only moved). */
  infoBodyStart: number;
  infoEnd: number;
  /** In the Info's TimecodeScale (milliseconds unless it says otherwise). */
  duration: number;
  timecodeScale: number;
}

export class WebmDurationScanner {
  private pending: Buffer = Buffer.alloc(0);
  /** The file offset of pending's first byte. */
  private base = 0;
  private skip = 0;
  private failed = false;
  private docTypeOk = false;
  private segment: WebmDurationPlan['segmentSize'] | undefined;
  private info: { start: number; bodyStart: number; end: number; scale: number; duration: number | null } | null = null;
  private indexed = false;
  private clusterTime = 0;
  private lastBlock: number | null = null;
  private latest: number | null = null;

  push(chunk: Uint8Array): void {
    if (this.failed) return;
    let bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.skip > 0) {
      const skipped = Math.min(this.skip, bytes.length);
      this.skip -= skipped;
      this.base += skipped;
      bytes = bytes.subarray(skipped);
    }
    this.pending = this.pending.length === 0 ? bytes : Buffer.concat([this.pending, bytes]);
    this.consume();
    // What is kept is at most one element's head or one small body: copy it off the caller's buffer.
    this.pending = Buffer.from(this.pending);
  }

  /** The plan for a recording that lacks its duration, or null (nothing to do, or not ours to touch). */
  finish(): WebmDurationPlan | null {
    const info = this.info;
    if (this.failed || !this.docTypeOk || this.segment === undefined || !info || info.duration !== null || this.indexed) return null;
    if (this.latest === null || this.latest <= 0) return null;
    return {
      segmentSize: this.segment,
      infoStart: info.start,
      infoBodyStart: info.bodyStart,
      infoEnd: info.end,
      duration: this.latest,
      timecodeScale: info.scale,
    };
  }

  /** The Duration the Info already has, in milliseconds (null when it has none). */
  get writtenDurationMs(): number | null {
    return this.info?.duration == null ? null : (this.info.duration * this.info.scale) / 1e6;
  }

  private consume(): void {
    let at = 0;
    const buf = this.pending;
    while (!this.failed && this.skip === 0) {
      const id = readVint(buf, at, true);
      const size = id ? readVint(buf, at + id.width) : id;
      if (id === null || size === null || (id && id.width > 4)) return this.fail();
      if (!id || !size) break;
      const start = this.base + at;
      const headWidth = id.width + size.width;
      if (start === 0 && id.value !== ID.EBML) return this.fail();
      if (ENTERED.has(id.value!)) {
        if (!this.enter(id.value!, start, id.width, size)) return this.fail();
        at += headWidth;
        continue;
      }
      if (size.value === null) return this.fail();
      const isBlock = id.value === ID.SIMPLE_BLOCK || id.value === ID.BLOCK;
      const limit = isBlock ? BLOCK_HEAD : READ[id.value!];
      if (limit !== undefined) {
        if (!isBlock && size.value > limit) return this.fail();
        const wanted = Math.min(size.value, limit);
        if (buf.length < at + headWidth + wanted) break;
        const body = buf.subarray(at + headWidth, at + headWidth + wanted);
        if (!this.read(id.value!, body, start, start + headWidth, start + headWidth + size.value)) return this.fail();
        at += headWidth + wanted;
        this.skip = size.value - wanted;
      } else {
        if (id.value === ID.SEEK_HEAD || id.value === ID.CUES) this.indexed = true;
        at += headWidth;
        this.skip = size.value;
      }
      const skipped = Math.min(this.skip, buf.length - at);
      at += skipped;
      this.skip -= skipped;
    }
    this.base += at;
    this.pending = buf.subarray(at);
  }

  private enter(id: number, start: number, idWidth: number, size: Vint): boolean {
    if (id === ID.SEGMENT) {
      if (this.segment !== undefined || !this.docTypeOk) return false; // one Segment, after the EBML header
      this.segment = size.value === null ? null : { at: start + idWidth, width: size.width, value: size.value };
    } else if (!this.info) return false; // a Cluster before the Info
    return true;
  }

  private read(id: number, body: Buffer, start: number, bodyStart: number, end: number): boolean {
    switch (id) {
      case ID.EBML: {
        const docType = this.child(body, ID.DOC_TYPE)?.toString('latin1');
        this.docTypeOk = docType === 'webm' || docType === 'matroska';
        return this.docTypeOk;
      }
      case ID.INFO: {
        if (this.info || this.segment === undefined) return false;
        const scale = this.child(body, ID.TIMECODE_SCALE);
        const duration = this.child(body, ID.DURATION);
        const written = duration?.length === 8 ? duration.readDoubleBE() : duration?.length === 4 ? duration.readFloatBE() : null;
        this.info = { start, bodyStart, end, scale: scale ? readUint(scale) : 1_000_000, duration: duration ? (written ?? NaN) : null };
        return this.info.scale > 0;
      }
      case ID.TIMECODE:
        this.clusterTime = readUint(body);
        return true;
      case ID.BLOCK_DURATION:
        if (this.lastBlock !== null) this.later(this.lastBlock + readUint(body));
        return true;
      default: {
        // SimpleBlock or Block: the track number, then the time relative to the Cluster's (signed 16 bits).
        const track = readVint(body, 0);
        if (!track || body.length < track.width + 2) return false;
        this.lastBlock = this.clusterTime + body.readInt16BE(track.width);
        this.later(this.lastBlock);
        return true;
      }
    }
  }

  private later(time: number): void {
    this.latest = Math.max(this.latest ?? time, time);
  }

  /** The body of a master element's first child with `id` (the master read whole). */
  private child(body: Buffer, wanted: number): Buffer | undefined {
    for (let at = 0; at < body.length;) {
      const id = readVint(body, at, true);
      const size = id ? readVint(body, at + id.width) : id;
      if (!id || !size || size.value === null) return undefined;
      const from = at + id.width + size.width;
      if (id.value === wanted) return body.subarray(from, from + size.value);
      at = from + size.value;
    }
    return undefined;
  }

  private fail(): void {
    this.failed = true;
    this.pending = Buffer.alloc(0);
  }
}

/**
 * The file's first `plan.infoEnd` bytes with the Duration added to the Info (and the Segment's size
 * grown when it is known); the rest of the file follows unchanged. Null when a size no longer fits its field.
 */
export function patchWebmHead(head: Buffer, plan: WebmDurationPlan): Buffer | null {
  const infoBody = head.subarray(plan.infoBodyStart, plan.infoEnd);
  const duration = Buffer.alloc(DURATION_ELEMENT_BYTES);
  duration.writeUInt16BE(ID.DURATION, 0);
  duration[2] = 0x88;
  duration.writeDoubleBE(plan.duration, 3);
  const bodyLength = infoBody.length + duration.length;
  const oldWidth = plan.infoBodyStart - plan.infoStart - 4;
  let infoSize: Buffer | null = null;
  for (let width = oldWidth; !infoSize && width <= 8; width += 1) infoSize = encodeSize(bodyLength, width);
  if (!infoSize) return null;
  const info = Buffer.concat([head.subarray(plan.infoStart, plan.infoStart + 4), infoSize, infoBody, duration]);
  const before = Buffer.from(head.subarray(0, plan.infoStart));
  if (plan.segmentSize) {
    const grown = encodeSize(plan.segmentSize.value + info.length - (plan.infoEnd - plan.infoStart), plan.segmentSize.width);
    if (!grown) return null;
    grown.copy(before, plan.segmentSize.at);
  }
  return Buffer.concat([before, info]);
}

/** A whole recording in memory with its duration written, or null when it is left as it is. */
export function fixWebmDuration(file: Buffer): Buffer | null {
  const scanner = new WebmDurationScanner();
  scanner.push(file);
  const plan = scanner.finish();
  const head = plan && patchWebmHead(file.subarray(0, plan.infoEnd), plan);
  return head && Buffer.concat([head, file.subarray(plan.infoEnd)]);
}
