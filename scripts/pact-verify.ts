/**
 * `npm run pact:verify -- --base-url URL [--states-url URL] [--pact FILE] [verifier options]`:
 * replays the published pact against a running backend with the Pact CLI's native verifier,
 * prints the result of every interaction and exits non-zero when one fails. Options this
 * command does not know go to the verifier as they are (`--filter-description REGEX`,
 * `--json report.json`, ...; `npx pact-verifier --help` lists them).
 */
import { command, CommandRefused, pactFile, runPact } from './pact-cli';

const OWN = ['--base-url', '--states-url', '--pact'] as const;
type Own = (typeof OWN)[number];

/** This command's own options, and the rest for the verifier. */
export function splitArgs(argv: string[]) {
  const own: Partial<Record<Own, string>> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const name = OWN.find((option) => arg === option || arg.startsWith(`${option}=`));
    if (!name) {
      rest.push(arg);
      continue;
    }
    const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)];
    if (!value) throw new CommandRefused(`${name} needs a value.`);
    own[name] = value;
  }
  return { own, rest };
}

/** An http(s) address given on the command line, or a refusal that names the option. */
function address(option: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CommandRefused(
      `${option} must be an address such as http://localhost:8080, got "${value}".`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CommandRefused(`${option} must be an http or https address, got "${value}".`);
  }
  return url;
}

/** The verifier's options for a base address: host, port, transport and a path before /prod-api. */
export function providerArgs(base: URL): string[] {
  const transport = base.protocol.slice(0, -1);
  const port = base.port || (transport === 'https' ? '443' : '80');
  const path = base.pathname.replace(/\/+$/, '');
  return [
    '--hostname',
    base.hostname.replace(/^\[(.*)\]$/, '$1'),
    '--port',
    port,
    '--transport',
    transport,
    ...(path ? ['--base-path', path] : []),
  ];
}

const USAGE = [
  'Usage: npm run pact:verify -- --base-url URL [--states-url URL] [--pact FILE] [verifier options]',
  "  --base-url    where the backend answers (the pact's paths start with /prod-api)",
  '  --states-url  where the verifier posts provider-state changes',
  '                (the reference server: URL/_pact/provider-states with PACT_PROVIDER_STATES=1)',
  '  --pact        another pact file than the published one',
  '  Other options go to the verifier as they are (npx pact-verifier --help lists them).',
].join('\n');

command(USAGE, () => {
  const { own, rest } = splitArgs(process.argv.slice(2));
  if (!own['--base-url']) throw new CommandRefused('--base-url is needed.');
  const base = address('--base-url', own['--base-url']);
  const states = own['--states-url'] ? address('--states-url', own['--states-url']) : undefined;
  const pact = own['--pact'] ? { path: own['--pact'], provider: undefined } : pactFile();
  process.stdout.write(
    [
      '',
      `Verifying ${pact.path}`,
      `  against ${base.href}`,
      states
        ? `  provider states set up through ${states.href}`
        : '  without --states-url: the backend must already hold what every provider state names',
      '',
    ].join('\n'),
  );
  return runPact([
    'verifier',
    '--file',
    pact.path,
    ...(pact.provider ? ['--provider-name', pact.provider] : []),
    ...providerArgs(base),
    ...(states ? ['--state-change-url', states.href] : []),
    // State setups hash passwords; give a loaded machine time.
    '--request-timeout',
    '30000',
    ...rest,
  ]);
});
