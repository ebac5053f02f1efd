/** Serves the built app: hashed assets cached for good, the worker and HTML always revalidated. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp<{ root: string }>(async (app, { root }) => {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'app not built: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (vite-plugin-compression2).
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${join(root, 'assets')}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      // Link preview images: fetched by crawlers, their names stay the same when an insight's title changes.
      else if (path.includes(join(root, 'og', '/'))) res.header('cache-control', 'public, max-age=86400');
      else res.header('cache-control', 'no-cache');
    },
  });
  app.decorate('appShellAvailable', true);
});
