import { rmSync } from 'node:fs';
import { PACT_FILE } from './pact-setup';

/** Interactions merge into the pact file; start from nothing so removed ones do not linger. */
export default function setup(): void {
  rmSync(PACT_FILE, { force: true });
}
