// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('contract/openapi.json', () => {
  it('is what scripts/generate-openapi.ts makes of the contract now', () => {
    // The generator lives in scripts/, which contract/ may not import: run it as CI would.
    // When the document is stale its message says how to regenerate it.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/generate-openapi.ts', '--check'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.status, run.stderr || run.error?.message).toBe(0);
  }, 60_000);
});
