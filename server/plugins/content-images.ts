import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CONTENT_IMAGES_PREFIX } from '../content/local/content-images.ts';

/** The images of the content folder the local provider reads (CONTENT_DIR/images/), each file a route of its own. */
export async function contentImages(app: FastifyInstance, options: { root: string }) {
  if (!existsSync(options.root)) return;
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: CONTENT_IMAGES_PREFIX,
    // Read once at start, as the markdown is; an unknown name falls through to the 404.
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });
}
