import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { AppError, NotFoundError } from '../../domain/errors.js';
import { parse } from '../../domain/parse.js';
import type { Identity } from '../../ports/identity.js';
import { emailSchema, registerSchema, roleSchema } from '@school/shared/auth-schemas';
import { embeddedHome } from '../embedded/embedded-wiring.js';
import { readEnv } from '../embedded/env.js';
import { readFirebaseEnv } from '../firebase/firebase-env.js';

const USAGE = `Manage staff accounts of the school website.

  npm run admin -- create --email E --password P --name N [--role admin|superadmin]
  npm run admin -- set-role --email E --role admin|superadmin
  npm run admin -- reset-password --email E --password P
  npm run admin -- list

Works on the data folder in DATA_DIR (default ./.data), the same one \`npm start\` uses.
Add --firebase to work on Firebase Auth instead: the project in GOOGLE_CLOUD_PROJECT with
application default credentials (gcloud auth application-default login), or the Auth emulator
when FIREBASE_AUTH_EMULATOR_HOST is set.`;

/** The command line read; throws (ERR_PARSE_ARGS_*) for an unknown option. */
function readArguments(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      firebase: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** --help, -h or the word help, anywhere: the answer is the usage, which needs no accounts. */
const asksForHelp = ({ values, positionals }: ReturnType<typeof readArguments>) => values.help === true || positionals[0] === 'help';

/** Runs one command against an Identity; returns what to print. Throws AppError for bad input. */
export async function runAdminCommand(identity: Identity, argv: string[]): Promise<string> {
  const args = readArguments(argv);
  if (asksForHelp(args)) return USAGE;
  const { positionals, values } = args;
  delete values.firebase; // chooses the home in main(); not part of any command's input
  delete values.help;
  switch (positionals[0]) {
    case 'create': {
      const input = parse(registerSchema, values);
      const user = await identity.createUser(input);
      return `Created ${user.role} ${user.name} <${user.email}>. They can sign in at /admin/login.`;
    }
    case 'set-role': {
      const email = parse(emailSchema, values.email);
      const role = parse(roleSchema, values.role);
      const user = await identity.updateUser(await accountOf(identity, email), { role });
      return `${user.email} is now ${user.role}. Their current sign-in keeps working; the new role applies at once.`;
    }
    case 'reset-password': {
      const { email, password } = parse(registerSchema.pick({ email: true, password: true }), values);
      const user = await identity.updateUser(await accountOf(identity, email), { password });
      return `New password set for ${user.email}; their old sessions have ended.`;
    }
    case 'list': {
      const users = await identity.listUsers();
      if (users.length === 0) return 'No staff accounts yet.';
      return users.map((u) => `${u.role.padEnd(10)} ${u.email}  (${u.name})`).join('\n');
    }
    default:
      throw new AppError(400, positionals[0] ? `Unknown command "${positionals[0]}".\n\n${USAGE}` : USAGE);
  }
}

async function accountOf(identity: Identity, email: string): Promise<string> {
  const account = await identity.findByEmail(email);
  if (!account) throw new NotFoundError(`No user with the e-mail ${email}`);
  return account.id;
}

async function openIdentity(argv: string[]): Promise<{ identity: Identity; close: () => Promise<void> }> {
  if (argv.includes('--firebase')) {
    // Imported only here, so the embedded CLI never loads firebase-admin.
    const { firebaseIdentity } = await import('../firebase/firebase-wiring.js');
    const env = readFirebaseEnv();
    return {
      identity: firebaseIdentity({ webApiKey: env.WEB_API_KEY ?? '', authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST }),
      close: async () => {},
    };
  }
  const home = await embeddedHome(readEnv());
  return { identity: home.identity, close: () => home.close() };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  let opened: Awaited<ReturnType<typeof openIdentity>> | undefined;
  try {
    // Asking for help opens no data folder (it would make ./.data) and no Firebase project.
    if (asksForHelp(readArguments(argv))) {
      console.log(USAGE);
      return;
    }
    opened = await openIdentity(argv);
    console.log(await runAdminCommand(opened.identity, argv));
  } catch (error) {
    const known = error instanceof AppError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`Error: ${known || error instanceof Error ? (error as Error).message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await opened?.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
