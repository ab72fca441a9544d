import { parseArgs } from 'node:util';
import { defaultRawConfig } from '../config/defaults';
import type { Database } from '../db/client';
import { DEMO, seedDemo } from '../seed/demo';
import { createCompanyWithOperator, ProvisionError } from '../resources/company';
import { backup, BACKUP_USAGE, restore } from './backup';
import { SSO_USAGE, ssoProvider, ssoProviders } from './sso-provider';

export interface CliIo {
  openDatabase(): Promise<Database>;
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
}

export const USAGE = `Usage:
  npm run cli -- create-company --id <slug> --name <name> [--code <code>]
                 --operator-id <userId> --operator-password <pw> [--operator-name <name>]
      (the password may come from the OPERATOR_PASSWORD environment variable instead)
  npm run cli -- seed-demo
${SSO_USAGE}
${BACKUP_USAGE}
Uses the server's DATA_DIR / DATABASE_URL (and STORAGE / S3_* for the files).`;

async function withDatabase(io: CliIo, run: (db: Database) => Promise<number>): Promise<number> {
  const database = await io.openDatabase();
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function createCompany(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      code: { type: 'string' },
      'operator-id': { type: 'string' },
      'operator-password': { type: 'string' },
      'operator-name': { type: 'string' },
    },
    strict: true,
  });
  const password = values['operator-password'] ?? io.env.OPERATOR_PASSWORD;
  const missing = [
    ['--id', values.id],
    ['--name', values.name],
    ['--operator-id', values['operator-id']],
    ['--operator-password', password],
  ].filter(([, v]) => !v);
  if (missing.length > 0) {
    io.err(`Missing ${missing.map(([flag]) => flag).join(', ')}.\n${USAGE}`);
    return 2;
  }
  return withDatabase(io, async ({ db }) => {
    try {
      const { company, operator } = await createCompanyWithOperator(db, {
        companyId: values.id ?? '',
        companyName: values.name ?? '',
        companyCode: values.code,
        config: defaultRawConfig(),
        operator: { userId: values['operator-id'] ?? '', password: password ?? '', userName: values['operator-name'] },
      });
      io.out(
        `Created company "${company.companyName}" (id ${company.companyId}, code ${company.companyCode}, companyIdx ${company.companyIdx}).`,
      );
      io.out(`Created operator ${operator.userId} ("${operator.userName}", userIdx ${operator.userIdx}).`);
      io.out(`Sign in at /${company.companyId}.`);
      return 0;
    } catch (err) {
      if (err instanceof ProvisionError) {
        io.err(err.message);
        return 1;
      }
      throw err;
    }
  });
}

async function seed(io: CliIo): Promise<number> {
  return withDatabase(io, async ({ db }) => {
    const result = await seedDemo(db);
    io.out(
      result.created
        ? `Created the demo company "${DEMO.companyId}"; sign in as ${Object.values(DEMO.users).join(', ')} with password ${DEMO.password}.`
        : `The demo company "${DEMO.companyId}" already exists; nothing changed.`,
    );
    return 0;
  });
}

/** Returns the process exit code: 0 done, 1 refused (e.g. existing id), 2 usage error. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'create-company') return await createCompany(rest, io);
    if (command === 'seed-demo') return await seed(io);
    if (command === 'sso-provider') return await ssoProvider(rest, io, (run) => withDatabase(io, run));
    if (command === 'sso-providers') return await ssoProviders(rest, io, (run) => withDatabase(io, run));
    if (command === 'backup') return await backup(rest, io);
    if (command === 'restore') return await restore(rest, io);
  } catch (err) {
    // parseArgs throws TypeErrors with ERR_PARSE_ARGS_* codes for unknown or malformed options.
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(err as Error).message}\n${USAGE}`);
      return 2;
    }
    throw err;
  }
  io.err(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
  return 2;
}
