/**
 * One partner's uploads as a separate process sends them: `lanes` uploads at a time, each lane
 * sending its next file as soon as the last is answered, `rounds` files per lane. Run apart
 * from the test, so that the test's own measurements do not wait on the sending. Prints the
 * answers (status and envelope) as JSON lines, one per upload.
 *
 *   node --import tsx tests/ops/upload-lanes.ts <base URL> <token> <lanes> <rounds> <bytes>
 */
import { randomBytes } from 'node:crypto';

const [base, token, lanes = '20', rounds = '10', bytes = '500000'] = process.argv.slice(2);
if (!base || !token)
  throw new Error('usage: upload-lanes.ts <base URL> <token> [lanes] [rounds] [bytes]');

const boundary = 'upload-lanes-boundary';
// Random bytes, as a compressed image's are, behind a PNG signature.
const image = randomBytes(Number(bytes));
Buffer.from('89504e470d0a1a0a', 'hex').copy(image);
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="face.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  ),
  image,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

async function upload(): Promise<void> {
  const response = await fetch(`${base}/prod-api/user/uploadhead`, {
    method: 'POST',
    headers: {
      token: token ?? '',
      lang: 'en',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  const text = await response.text();
  process.stdout.write(
    `${JSON.stringify({ status: response.status, body: JSON.parse(text) as unknown })}\n`,
  );
}

await Promise.all(
  Array.from({ length: Number(lanes) }, async () => {
    for (let i = 0; i < Number(rounds); i += 1) await upload();
  }),
);
