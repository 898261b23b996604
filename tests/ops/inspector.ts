/**
 * A server process's V8 heap, read from outside through the inspector it was started with: the
 * heap in use after a full collection, which what the process keeps counts in and garbage does
 * not. Nothing in the server takes part; the inspector listens on loopback only.
 */
import type { ServerProcess } from './server';

/** What Node runs for a server whose heap a test reads: the server with its inspector on. */
export const INSPECTED_SERVER = ['--inspect=127.0.0.1:0', '--import', 'tsx', 'server/main.ts'];

/** The inspector's address, from the line Node writes when it opens it. */
function inspectorUrl(server: ServerProcess): string {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1];
  if (!url) throw new Error(`the server was not started with its inspector:\n${server.output()}`);
  return url;
}

/** Bytes of the heap in use once the process has collected its garbage. */
export async function heapInUse(server: ServerProcess): Promise<number> {
  const socket = new WebSocket(inspectorUrl(server));
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const ask = (method: string) =>
    new Promise<unknown>((resolve) => {
      next += 1;
      waiting.set(next, resolve);
      socket.send(JSON.stringify({ id: next, method }));
    });
  try {
    // Twice: what the first collection frees can hold more that only the second frees.
    await ask('HeapProfiler.collectGarbage');
    await ask('HeapProfiler.collectGarbage');
    const { usedSize } = (await ask('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize;
  } finally {
    socket.close();
  }
}
