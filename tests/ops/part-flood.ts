/**
 * Bodies of 15,000 empty multipart parts, as a separate process sends them: `waves` times, two
 * at a time for each token (the most one partner may have in flight), each wave after the last
 * is answered. Run apart from the test, so that the test's own measurements do not wait on the
 * sending. Prints the answers (status and envelope) as JSON lines, one per body.
 *
 *   node --import tsx tests/ops/part-flood.ts <base URL> <token,token,…> <waves>
 */
const [base, tokenList, waves = '10'] = process.argv.slice(2);
if (!base || !tokenList) throw new Error('usage: part-flood.ts <base URL> <tokens> [waves]');
const tokens = tokenList.split(',');

const boundary = 'ops-flood-boundary';
const empty = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
const body = Buffer.from(`${empty.repeat(15_000)}--${boundary}--\r\n`);

for (let wave = 0; wave < Number(waves); wave += 1) {
  await Promise.all(
    [...tokens, ...tokens].map(async (token) => {
      const response = await fetch(`${base}/prod-api/user/uploadhead`, {
        method: 'POST',
        headers: { token, lang: 'en', 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      const text = await response.text();
      process.stdout.write(
        `${JSON.stringify({ status: response.status, body: JSON.parse(text) as unknown })}\n`,
      );
    }),
  );
}

// A module, for its top-level await.
export {};
