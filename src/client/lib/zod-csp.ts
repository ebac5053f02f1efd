/**
 * zod (loaded later, with the API client and some screens) probes `new Function` to parse faster. Our Content
 * Security Policy has no 'unsafe-eval', so the browser reports the probe as a violation even though zod catches
 * it (and Lighthouse counts it against Best Practices). zod keeps its settings on this global (zod/v4/core,
 * `globalThis.__zod_globalConfig`); `jitless` set before zod loads skips the probe without pulling zod into the
 * first screen. tests/e2e/labs.test.ts fails on any violation.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
