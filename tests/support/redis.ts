/** Whether Redis answers at `url`: suites that need it skip (and say so) when it does not. */
import { Redis } from 'ioredis';

export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
