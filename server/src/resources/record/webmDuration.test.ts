import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_RECORDING_WEBM } from '../../seed/demo-recording-webm';
import { encodeSize, fixWebmDuration, readVint, WebmDurationScanner } from './webmDuration';

/*
 * A recording as Chromium's MediaRecorder writes it (tests/fixtures/recordings: unknown-size Segment
 * and Clusters, no Duration; Chromium plays it as 2.157 s once the Duration is written, Infinity before).
 */

const RECORDED = readFileSync(new URL('../../../../tests/fixtures/recordings/mediarecorder.webm', import.meta.url));
/** Its latest block: the last Cluster's Timecode plus that block's own, in milliseconds. */
const RECORDED_MS = 2157;

function scan(bytes: Buffer, chunkSize = bytes.length) {
  const scanner = new WebmDurationScanner();
  for (let at = 0; at < bytes.length; at += chunkSize) scanner.push(bytes.subarray(at, at + chunkSize));
  return { plan: scanner.finish(), writtenMs: scanner.writtenDurationMs };
}

const hasFfprobe = spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0;

describe('the duration of a MediaRecorder WebM', () => {
  it('is found in one pass, whatever the chunks, and written into the Info', () => {
    const whole = scan(RECORDED);
    expect(whole.writtenMs).toBeNull();
    expect(whole.plan).toMatchObject({ segmentSize: null, duration: RECORDED_MS, timecodeScale: 1_000_000 });
    for (const size of [1, 7, 1000]) expect(scan(RECORDED, size).plan).toEqual(whole.plan);

    const fixed = fixWebmDuration(RECORDED)!;
    expect(fixed.length).toBe(RECORDED.length + 11);
    // Reparsed: the Duration is there (so nothing is left to do) and everything after the Info only moved.
    expect(scan(fixed)).toEqual({ plan: null, writtenMs: RECORDED_MS });
    expect(fixed.subarray(0, whole.plan!.infoStart)).toEqual(RECORDED.subarray(0, whole.plan!.infoStart));
    expect(fixed.subarray(whole.plan!.infoEnd + 11)).toEqual(RECORDED.subarray(whole.plan!.infoEnd));
  });

  it.skipIf(!hasFfprobe)('is what ffprobe reads from the fixed file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'boda-webm-'));
    try {
      writeFileSync(join(dir, 'fixed.webm'), fixWebmDuration(RECORDED)!);
      const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', join(dir, 'fixed.webm')]);
      expect(Number(probe.stdout.toString().trim())).toBeCloseTo(RECORDED_MS / 1000, 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('grows a known Segment size with the Info', () => {
    const plan = scan(RECORDED).plan!;
    const sized = Buffer.from(RECORDED);
    // The same file with its Segment's size written out (8 bytes, as the unknown size was).
    const segmentBody = RECORDED.length - plan.infoStart;
    encodeSize(segmentBody, 8)!.copy(sized, plan.infoStart - 8);
    const fixed = fixWebmDuration(sized)!;
    expect(readVint(fixed, plan.infoStart - 8)).toEqual({ value: segmentBody + 11, width: 8 });
    expect(scan(fixed).writtenMs).toBe(RECORDED_MS);
  });

  it('leaves alone what is not a recording lacking its duration, and never throws', () => {
    // Already has a Duration (and a SeekHead whose positions would move): the demo recording.
    expect(scan(DEMO_RECORDING_WEBM).plan).toBeNull();
    expect(scan(DEMO_RECORDING_WEBM).writtenMs).toBeCloseTo(2794.3, 1);
    for (const other of [
      Buffer.alloc(0),
      Buffer.from('hello, not a video'),
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      randomBytes(5000),
    ]) {
      expect(fixWebmDuration(other)).toBeNull();
    }
    // A Matroska header with another DocType is not ours.
    const otherDoc = Buffer.from(RECORDED);
    otherDoc.write('xebm', RECORDED.indexOf('webm'), 'latin1');
    expect(fixWebmDuration(otherDoc)).toBeNull();
    // Cut anywhere: before the first block nothing is written; after it, the blocks that arrived count.
    const plan = scan(RECORDED).plan!;
    for (let cut = 0; cut < RECORDED.length; cut += 97) {
      const fixed = fixWebmDuration(RECORDED.subarray(0, cut));
      if (cut <= plan.infoEnd) expect(fixed).toBeNull();
      if (fixed) expect(scan(fixed).writtenMs).toBeLessThanOrEqual(RECORDED_MS);
    }
    // Damaged bytes anywhere: an answer or null, never an exception.
    for (let round = 0; round < 300; round += 1) {
      const damaged = Buffer.from(RECORDED);
      for (let n = 0; n < 4; n += 1) damaged[Math.floor(Math.random() * damaged.length)] = Math.floor(Math.random() * 256);
      expect(() => fixWebmDuration(damaged)).not.toThrow();
    }
  });

  it('reads and writes EBML sizes at every width', () => {
    expect(readVint(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), 0, true)).toEqual({ value: 0x1a45dfa3, width: 4 });
    expect(readVint(Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), 0)).toEqual({ value: null, width: 8 });
    expect(readVint(Buffer.from([0x00]), 0)).toBeNull();
    expect(readVint(Buffer.from([0x40]), 0)).toBeUndefined();
    for (const [value, width] of [
      [0, 1],
      [126, 1],
      [127, 2],
      [5_000_000_000, 8],
    ] as const) {
      expect(readVint(encodeSize(value, width)!, 0)).toEqual({ value, width });
    }
    expect(encodeSize(127, 1)).toBeNull(); // 0xff is "unknown"
  });
});
