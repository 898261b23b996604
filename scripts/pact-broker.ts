/**
 * The broker workflow (docs/backend-teams.md, "The broker"):
 *
 * - `npm run pact:publish`: publishes pacts/ as the consumer's version of this commit, on its
 *   branch.
 * - `npm run pact:can-i-deploy -- [--to-environment production]`: asks the broker whether this
 *   commit of the web app may be deployed there (every backend in that environment verified
 *   its pact).
 *
 * Both read PACT_BROKER_BASE_URL with PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD), and refuse, saying what to set, without them.
 */
import { parseArgs } from 'node:util';
import {
  brokerSettings,
  command,
  CommandRefused,
  gitVersion,
  PACT_DIR,
  pactFile,
  runPact,
} from './pact-cli';

function publish(): number {
  const broker = brokerSettings();
  const { path } = pactFile();
  const { version, branch, dirty } = gitVersion();
  if (dirty) {
    throw new CommandRefused(
      'The working tree has changes that are not committed: commit them, so that the published version names what was published (or set PACT_VERSION).',
    );
  }
  process.stdout.write(
    `Publishing ${path} as version ${version}${branch ? ` on ${branch}` : ''}\n`,
  );
  return runPact([
    'broker',
    'publish',
    PACT_DIR,
    ...broker,
    '--consumer-app-version',
    version,
    ...(branch ? ['--branch', branch] : []),
  ]);
}

function canIDeploy(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: { 'to-environment': { type: 'string', default: 'production' } },
  });
  const broker = brokerSettings();
  const { consumer } = pactFile();
  const { version } = gitVersion();
  const environment = values['to-environment'];
  process.stdout.write(`Can ${consumer} ${version} be deployed to ${environment}?\n`);
  return runPact([
    'broker',
    'can-i-deploy',
    ...broker,
    '--pacticipant',
    consumer,
    '--version',
    version,
    '--to-environment',
    environment,
  ]);
}

const USAGE = [
  'Usage: npm run pact:publish',
  '       npm run pact:can-i-deploy -- [--to-environment NAME]',
  '  publish         publishes pacts/ as the web app version of this commit, on its branch',
  '  can-i-deploy    asks the broker whether this commit may be deployed to NAME (production',
  '                  unless given)',
  '  Both read PACT_BROKER_BASE_URL with PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and',
  '  PACT_BROKER_PASSWORD.',
].join('\n');

command(USAGE, () => {
  const [action, ...rest] = process.argv.slice(2);
  if (action === 'publish') return publish();
  if (action === 'can-i-deploy') return canIDeploy(rest);
  throw new CommandRefused('Name what to do: publish or can-i-deploy.');
});
