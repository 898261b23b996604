/**
 * `npm run pact:stub -- [--port N]`: serves the API from the published pact alone with the
 * Pact CLI's stub server: each request that an interaction describes gets that interaction's
 * answer, on /prod-api as the backend would. `API_TARGET=http://localhost:N npm run dev` (or
 * `npm run dev -- --pact`) runs the web app against it, with no backend and no database.
 */
import { parseArgs } from 'node:util';
import { command, CommandRefused, pactFile, startPact } from './pact-cli';

/** Where the stub listens unless --port says. */
export const DEFAULT_STUB_PORT = 8090;

const USAGE = [
  'Usage: npm run pact:stub -- [--port N]',
  `  --port  where the stub listens (${DEFAULT_STUB_PORT} unless given); it answers on /prod-api`,
  '  Then: API_TARGET=http://localhost:N npm run dev, or npm run dev -- --pact',
].join('\n');

command(
  USAGE,
  () =>
    new Promise<number>((resolve) => {
      const { values } = parseArgs({
        options: { port: { type: 'string', default: String(DEFAULT_STUB_PORT) } },
      });
      const port = Number(values.port);
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        throw new CommandRefused(`--port must be a port number, got "${values.port}".`);
      }
      const pact = pactFile();
      process.stdout.write(
        [
          '',
          `  The pact's answers: http://localhost:${port}/prod-api (from ${pact.path})`,
          `  Web app against it: API_TARGET=http://localhost:${port} npm run dev`,
          '',
          '',
        ].join('\n'),
      );
      const stub = startPact([
        'stub',
        '--file',
        pact.path,
        '--port',
        String(port),
        '--loglevel',
        'warn',
      ]);
      stub.once('exit', (code) => resolve(code ?? 0));
    }),
);
