// Adds up the JSON reports of every test step and prints one closing line: "N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;
let skipped = 0;

function countPlaywright(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'skipped') skipped += 1;
      else if (test.status === 'expected' || test.status === 'flaky') passed += 1;
      else failed += 1;
    }
  }
  for (const child of suite.suites ?? []) countPlaywright(child);
}

for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (typeof report.numTotalTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (Array.isArray(report.suites)) {
    for (const suite of report.suites) countPlaywright(suite);
    failed += (report.errors ?? []).length;
  }
}

console.log(`Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
