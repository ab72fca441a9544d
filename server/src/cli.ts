import { runCli } from './cli/run';
import { readEnv } from './config/env';
import { openDatabase } from './db/client';

const env = readEnv();
runCli(process.argv.slice(2), {
  openDatabase: () => openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.pgDataDir }),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
