// Adds up the JSON reports of every test step and prints one closing line: "N passed, N failed, N skipped".
// Failed tests are listed right above that line (name and the first lines of each error), and above them
// the flaky ones (passed only on their second try), so the tail of a CI log is enough to know what failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const flaky = [];

function firstLines(text, count = 6) {
  return String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');
}

/** Every error of a Playwright result: after a timeout, the second one names the step that waited. */
function errorsOf(result) {
  const errors = result?.errors?.length ? result.errors : [result?.error];
  return errors.map((error) => firstLines(error?.message, 8)).join('\n');
}

function countPlaywright(suite, report) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'skipped') skipped += 1;
      else if (test.status === 'expected') passed += 1;
      else if (test.status === 'flaky') {
        passed += 1;
        flaky.push(`[${report}] ${spec.file}:${spec.line} ${spec.title}\n${errorsOf(test.results?.[0])}`);
      } else {
        failed += 1;
        failures.push(`[${report}] ${spec.file}:${spec.line} ${spec.title}\n${errorsOf(test.results?.at(-1))}`);
      }
    }
  }
  for (const child of suite.suites ?? []) countPlaywright(child, report);
}

for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (typeof report.numTotalTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const testFile of report.testResults ?? []) {
      const name = testFile.name.replace(`${process.cwd()}/`, '');
      for (const test of testFile.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        failures.push(`[${file}] ${name} › ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`);
      }
      if (testFile.status === 'failed' && !(testFile.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(`[${file}] ${name} (the file failed)\n${firstLines(testFile.message)}`);
      }
    }
  } else if (Array.isArray(report.suites)) {
    for (const suite of report.suites) countPlaywright(suite, file);
    for (const error of report.errors ?? []) {
      failed += 1;
      failures.push(`[${file}] ${firstLines(error.message)}`);
    }
  }
}

if (flaky.length > 0) {
  console.log('Flaky tests (failed, then passed on their second try; each needs a fix):');
  for (const test of flaky.slice(0, 20)) console.log(`  - ${test}`);
}
if (failures.length > 0) {
  console.log('Failed tests:');
  for (const failure of failures.slice(0, 20)) console.log(`  - ${failure}`);
}
console.log(`Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
