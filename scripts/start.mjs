// `npm start`: builds what is missing or stale, then serves the app and the API on one port
// (the server migrates the database and seeds the demo learner itself).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();

const child = spawn(process.execPath, ['dist-server/server/index.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
