import { randomBytes } from 'node:crypto';
import { openDatabase } from '../server/db/client';
import { storeAvatar } from '../server/accounts/account';
import { users } from '../server/db/schema/index';
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const [u] = await database.db.insert(users).values({ username: 'x@example.com', passwordHash: 'x', realname: 'x', company: 'x', country: 'DE', telephone: '1', createdAt: new Date(), passwordChangedAt: new Date() } as never).returning();
const png = randomBytes(500 * 1024 - 1024);
Buffer.from('89504e470d0a1a0a', 'hex').copy(png);
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  await storeAvatar(database.db, u!.id, png, new Date());
  const d = performance.now() - t;
  const t2 = performance.now();
  await database.db.select().from(users).limit(1);
  console.log(i, d.toFixed(0), (performance.now() - t2).toFixed(1));
}
await database.close();
