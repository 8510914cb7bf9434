import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/** The built client: hashed files under /assets/ are cached for a year, the rest briefly. */
export async function staticAssets(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    // Each file gets its own route, so an unknown path falls through to the page renderer
    // (or to a 404 for file-like paths) instead of a directory lookup.
    wildcard: false,
    index: false,
    preCompressed: true,
    // The .br and .gz twins are found by preCompressed; they need no routes of their own.
    globIgnore: ['.vite/**', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes('/assets/');
      reply.header('cache-control', hashed ? ONE_YEAR : 'public, max-age=3600');
    },
  });
}
