/**
 * The `katana` command (bin/katana.mjs runs this file with tsx). Each subcommand is one entry of `commands`;
 * later parts add theirs in one line, loading their module lazily so `katana seed` does not load the judge:
 *
 *   worker: { summary: 'Run judge jobs from the queue', run: async (args) => (await import('./x.ts')).main(args) },
 *   'problem verify': { summary: '...', run: ... },   // two-word commands are matched before one-word ones
 */
import { ConfigError, envVarsMarkdownTable, loadConfig } from './plugins/app/config.ts';
import { judgeCommands } from './judge/index.ts';
import type { Db } from './db/client.ts';

export interface Command {
  summary: string;
  /** Resolves to the exit code (default 0). */
  run(args: string[]): Promise<number | void>;
}

/** After a command changed the catalogue: rebuild its search documents (search sits above the slices that write). */
const reindexSearch = async (db: Db) => (await import('./search/index.ts')).reindexCatalogue(db);

export const commands: Record<string, Command> = {
  start: {
    summary: 'Migrate, seed and serve the API and the web app (stops on SIGINT/SIGTERM)',
    run: async () => (await import('./server.ts')).runServerUntilSignal(loadConfig()),
  },
  migrate: {
    summary: 'Apply the database migrations',
    run: async () => {
      const { withMigratedDatabase } = await import('./plugins/app/database.ts');
      await withMigratedDatabase(async () => {});
    },
  },
  env: {
    summary: 'Print the environment variables the server reads (Markdown table, as in the README)',
    run: async () => {
      console.log(envVarsMarkdownTable());
    },
  },
  seed: {
    summary:
      'Apply the migrations, then seed the reference data and import content/ as a start does (idempotent)',
    run: async () => {
      const [{ withMigratedDatabase }, { prepareData }] = await Promise.all([
        import('./plugins/app/database.ts'),
        import('./prepare-data.ts'),
      ]);
      await withMigratedDatabase((db, log) => prepareData(db, log, { force: true }));
    },
  },
  worker: {
    summary: 'Judge jobs from the Redis queue (REDIS_URL; JUDGE_CONCURRENCY jobs at once)',
    run: async (args) => {
      const [{ runWorkerCommand }, { problemStore }] = await Promise.all([
        import('./judge/index.ts'),
        import('./judged-submission-hooks.ts'),
      ]);
      return runWorkerCommand(args, problemStore);
    },
  },
  ...judgeCommands,
  'bundle import': {
    summary: 'Import interview bundle folders (bundle.yaml); exit 1 with <file>:<line> on a refused bundle',
    run: async (args) =>
      (await import('./interview-bundles/index.ts')).runBundleImportCommand(args, reindexSearch),
  },
  'content check': {
    summary:
      'Lint content/: every package has its parts, sane limits, rendering Markdown, unique slugs and uuids',
    run: async (args) => (await import('./practice/index.ts')).runContentCheckCommand(args),
  },
  'event create': {
    summary: 'Add an event to the calendar (--title, --kind, --start, --duration, ...)',
    run: async (args) => (await import('./events/index.ts')).runEventCreate(args),
  },
  'event demo': {
    summary: 'Add three demo events, labelled "Demo:", to try the calendar (never part of the default seed)',
    run: async () => (await import('./events/index.ts')).runEventDemo(),
  },
  'contest create': {
    summary: 'Create a contest from catalogue problems (--title, --problems, --start, --duration, ...)',
    run: async (args) => (await import('./contests/index.ts')).runContestCreate(args, reindexSearch),
  },
  'feedback list': {
    summary: 'Print the reports learners sent from the feedback dialog (--since 7d, --area, --limit)',
    run: async (args) => (await import('./engagement/index.ts')).runFeedbackList(args),
  },
  'guided-path import': {
    summary: 'Import guided path folders (path.yaml); exit 1 with <file>:<line> on a refused path',
    run: async (args) =>
      (await import('./guided-paths/index.ts')).runGuidedPathImportCommand(args, reindexSearch),
  },
  'college add': {
    summary: 'Add or update a college: --name "<name>" [--city] [--state] [--country] [--slug]',
    run: async (args) => (await import('./colleges/index.ts')).runCollegeCommand('add', args),
  },
  'college requests': {
    summary: "List learners' pending requests for new colleges",
    run: async (args) => (await import('./colleges/index.ts')).runCollegeCommand('requests', args),
  },
  'college accept': {
    summary: 'Accept a college request by id (adds the college) [--slug <slug>]',
    run: async (args) => (await import('./colleges/index.ts')).runCollegeCommand('accept', args),
  },
  'college reject': {
    summary: 'Reject a college request by id',
    run: async (args) => (await import('./colleges/index.ts')).runCollegeCommand('reject', args),
  },
  'whats-new publish': {
    summary:
      "Publish a release of what's new (content/whats-new/<version>.yaml or its version) and tell learners",
    run: async (args) => (await import('./library/index.ts')).runWhatsNewPublishCommand(args),
  },
  'job add': {
    summary:
      'Add or update a job post: --title --company --location --remote --experience --apply-url --expires ...',
    run: async (args) => (await import('./jobs/index.ts')).runJobCommand('add', args),
  },
  'job list': {
    summary: 'List the job posts (open, expired or scheduled)',
    run: async (args) => (await import('./jobs/index.ts')).runJobCommand('list', args),
  },
  'job remove': {
    summary: 'Remove a job post by slug',
    run: async (args) => (await import('./jobs/index.ts')).runJobCommand('remove', args),
  },
  'challenge add': {
    summary:
      'Add or update a monthly challenge: --title --month-index --start YYYY-MM-DD --problems a,b,c ...',
    run: async (args) => (await import('./challenges/index.ts')).runChallengeAddCommand(args),
  },
  'interview-experience demo': {
    summary: 'Development only: add clearly labelled demo interview experiences (--remove takes them away)',
    run: async (args) =>
      (await import('./interview-experiences/index.ts')).runInterviewExperienceDemoCommand(args),
  },
  'role grant': {
    summary: 'Give a learner a role: --email <e-mail> --role moderator',
    run: async (args) => (await import('./auth/index.ts')).runRoleCommand('grant', args),
  },
  'role revoke': {
    summary: 'Take a role back: --email <e-mail> --role moderator',
    run: async (args) => (await import('./auth/index.ts')).runRoleCommand('revoke', args),
  },
  'role list': {
    summary: 'List who holds a role (--role moderator)',
    run: async (args) => (await import('./auth/index.ts')).runRoleCommand('list', args),
  },
  'problem import': {
    summary: 'Import problem packages, items or a content folder (dir or .zip) into the database',
    run: async (args) => {
      const [{ runImportCommand }, { announceNewContent }] = await Promise.all([
        import('./practice/index.ts'),
        import('./engagement/index.ts'),
      ]);
      return runImportCommand(args, async (db, report) => {
        await announceNewContent(db, { problems: report.inserted, paths: [] });
        await reindexSearch(db);
      });
    },
  },
};

export function usage(): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return ['Usage: katana <command> [args]', '', 'Commands:', ...lines].join('\n');
}

/** Finds the command named by the first two words, else by the first word. */
export function resolveCommand(argv: string[]): { command: Command; args: string[] } | undefined {
  const two = argv.slice(0, 2).join(' ');
  if (argv.length >= 2 && commands[two]) return { command: commands[two], args: argv.slice(2) };
  const one = argv[0];
  if (one && commands[one]) return { command: commands[one], args: argv.slice(1) };
  return undefined;
}

export async function runCli(argv: string[]): Promise<number> {
  if (argv.length === 0 || ['help', '-h', '--help'].includes(argv[0]!)) {
    console.log(usage());
    return argv.length === 0 ? 64 : 0;
  }
  const found = resolveCommand(argv);
  if (!found) {
    console.error(`Unknown command: ${argv.join(' ')}\n\n${usage()}`);
    return 64; // EX_USAGE
  }
  try {
    return (await found.command.run(found.args)) ?? 0;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 78; // EX_CONFIG
    }
    throw err;
  }
}

const invokedDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (invokedDirectly) process.exitCode = await runCli(process.argv.slice(2));
