/**
 * `npm run dev`: Vite with hot reload on http://localhost:5173, proxying /prod-api to the local
 * reference server (started here, restarted on change) or to API_TARGET when it is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
const apiPort = process.env.API_PORT ?? '8080';

if (!process.env.API_TARGET) {
  children.push(
    spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, WEB_ROOT: 'dist' },
    }),
  );
}
children.push(
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
);

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
