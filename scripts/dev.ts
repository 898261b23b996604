/**
 * `npm run dev`: Vite with hot reload on http://localhost:5173, proxying /prod-api to the local
 * reference server (started here, restarted on change) or to API_TARGET when it is set.
 * `npm run dev -- --pact` answers /prod-api from the published pact instead (the pact stub on
 * PACT_STUB_PORT, 8090): no backend and no database.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
const apiPort = process.env.API_PORT ?? '8080';
const env = { ...process.env };

if (process.argv.includes('--pact')) {
  const stubPort = process.env.PACT_STUB_PORT ?? '8090';
  children.push(
    spawn('npx', ['tsx', 'scripts/pact-stub.ts', '--port', stubPort], { stdio: 'inherit' }),
  );
  env.API_TARGET = `http://localhost:${stubPort}`;
} else if (!process.env.API_TARGET) {
  children.push(
    spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, WEB_ROOT: 'dist' },
    }),
  );
}
children.push(spawn('npx', ['vite'], { stdio: 'inherit', env: { ...env, API_PORT: apiPort } }));

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) {
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
