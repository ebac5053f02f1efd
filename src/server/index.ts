/** Starts the server: migrates the database, seeds the demo learner when asked, listens, closes gracefully. */
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/index.js';
import { seedDemo } from './db/seed.js';
import { loadCurriculum } from '../content/load.js';
import { buildApp } from './app.js';
import { jobScheduler } from './jobs.js';
import { remindersJob } from './services/reminders.js';

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);
const curriculum = loadCurriculum();
if (config.seedDemo) await seedDemo(database.db, curriculum);
const app = await buildApp({ config, database, curriculum });
const jobs = jobScheduler({ db: database.db, log: app.log, intervalMs: config.jobsIntervalMs });
// Reminders on their own, shorter period (REMINDERS_INTERVAL_MS), so each learner's hour is met within it.
const reminders = jobScheduler({
  db: database.db,
  log: app.log,
  intervalMs: config.push.remindersIntervalMs,
  jobs: [remindersJob({ sender: app.pushSender, curriculum, concurrency: config.push.concurrency })],
});

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after error');
  await Promise.all([jobs.stop(), reminders.stop()]);
  await app.close();
  await database.db.destroy();
});

await app.listen({ port: config.port, host: config.host });
// Started once listening, so an instance that cannot serve never claims a job's period.
jobs.start();
reminders.start();
