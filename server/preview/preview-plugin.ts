import { secretMatches } from '../secret-match.ts';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { tooManyFromYourAddress } from '../plugins/rate-limit-answer.ts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PERSPECTIVE_COOKIE,
  PREVIEW_COOKIE,
  PREVIEW_TTL_SECONDS,
  cookieSigningKey,
  sessionIsLive,
  sessionValue,
  siteRelativePath,
} from './preview-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** True when this browser carries a valid, unexpired preview cookie (docs/preview.md). */
    preview: boolean;
    /** In preview, the perspective the editor picked in the CMS's editor; undefined is the drafts. */
    previewPerspective: string | undefined;
  }
}

export type PreviewOptions = {
  /** PREVIEW_SECRET; undefined means preview is off and its endpoints answer 404. */
  secret: string | undefined;
  /** The origins that may show a previewing page in a frame: the CMS's app (PREVIEW_FRAME_ANCESTORS). */
  frameAncestors?: string[];
  /** The CMS's own signed way in, where it has one (DraftsAccess.verifyEditorLink): `/api/preview/enable`. */
  verifyEditorLink?: (url: string) => Promise<string | undefined>;
  /** The CMS's perspective picker, where it has one (DraftsAccess.perspectives). */
  perspectives?: { param: string; parse(value: string): string | undefined };
  now?: () => number;
};

/** How many times one address may try a CMS's own preview link in ten minutes. */
export const EDITOR_LINKS_PER_TEN_MINUTES = 60;

type PreviewQuery = { secret?: string; path?: string };

const query = {
  type: 'object',
  properties: { secret: { type: 'string' }, path: { type: 'string' } },
} as const;

/**
 * Inside the CMS's preview iframe the site is a third party: the cookie must be SameSite=None, which
 * browsers accept only with Secure, so only over https; Partitioned keeps it working where third-party
 * cookies are blocked. Over plain http (a developer's machine) it is SameSite=Lax: preview works in a tab
 * of its own, not inside the CMS's iframe.
 */
function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  const base = { path: '/', httpOnly: true, signed: true } as const;
  return request.protocol === 'https'
    ? { ...base, secure: true, sameSite: 'none', partitioned: true }
    : { ...base, sameSite: 'lax' };
}

/** Preview mode's session: entering, leaving, and `request.preview` for every route. */
export const previewPlugin = fp(async (app: FastifyInstance, options: PreviewOptions) => {
  const now = options.now ?? Date.now;
  app.decorateRequest('preview', false);
  app.decorateRequest('previewPerspective', undefined);
  const { secret } = options;
  if (!secret) {
    const off = { error: 'Not found' };
    app.get('/api/preview', async (_request, reply) => reply.code(404).header('cache-control', 'no-store').send(off));
    app.get('/api/preview/exit', async (_request, reply) =>
      reply.code(404).header('cache-control', 'no-store').send(off),
    );
    return;
  }

  await app.register(cookie, { secret: cookieSigningKey(secret), hook: 'onRequest' });

  app.addHook('onRequest', async (request) => {
    const raw = request.cookies[PREVIEW_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    request.preview = unsigned.valid && sessionIsLive(unsigned.value, now());
  });

  // The CMS's editor loads a preview again with the perspective the editor picked in its address (Sanity's
  // Presentation: `?sanity-preview-perspective=published`); the session keeps it for the pages and reads that
  // follow, which carry only the cookie. A value the CMS would not send is ignored (docs/preview.md).
  const { perspectives } = options;
  const askedPerspective = (request: FastifyRequest) => {
    if (!perspectives) return undefined;
    const asked = (request.query as Record<string, unknown> | undefined)?.[perspectives.param];
    return typeof asked === 'string' ? perspectives.parse(asked) : undefined;
  };
  const keepPerspective = (request: FastifyRequest, reply: FastifyReply, perspective: string | undefined) => {
    if (perspective) {
      reply.setCookie(PERSPECTIVE_COOKIE, perspective, { ...cookieOptions(request), maxAge: PREVIEW_TTL_SECONDS });
    } else if (request.cookies[PERSPECTIVE_COOKIE]) {
      reply.clearCookie(PERSPECTIVE_COOKIE, cookieOptions(request));
    }
  };
  if (perspectives) {
    app.addHook('preHandler', async (request, reply) => {
      if (!request.preview) return;
      const asked = askedPerspective(request);
      if (asked) keepPerspective(request, reply, asked);
      const raw = request.cookies[PERSPECTIVE_COOKIE];
      const kept = raw ? request.unsignCookie(raw) : undefined;
      request.previewPerspective = asked ?? (kept?.valid && kept.value ? perspectives.parse(kept.value) : undefined);
    });
  }

  // The CMS shows a preview in a frame of its own app: a previewing browser's pages may be framed there, and so
  // may the way in (a wrong secret is then read in the frame). Every other answer may be framed by nobody.
  // The session starts, and the browser goes to the page it asked for (a path on this site only).
  const enter = (request: FastifyRequest, reply: FastifyReply, asked: string) => {
    const path = siteRelativePath(asked);
    if (!path) return reply.code(400).send({ error: 'path must be a path on this site, such as /blog/my-post' });
    reply.setCookie(PREVIEW_COOKIE, sessionValue(now()), { ...cookieOptions(request), maxAge: PREVIEW_TTL_SECONDS });
    // A new session starts with the perspective its link asks for, or the drafts.
    if (perspectives) keepPerspective(request, reply, askedPerspective(request));
    return reply.redirect(path, 307);
  };

  const ENTRY = '/api/preview';
  const EDITOR_ENTRY = '/api/preview/enable';
  app.addHook('onSend', async (request, reply, payload) => {
    const { url } = request.routeOptions;
    if (request.preview || url === ENTRY || url === EDITOR_ENTRY) reply.allowFramingBy(options.frameAncestors ?? []);
    return payload;
  });

  // Nothing a preview shows may be stored by a browser cache, a CDN or a search engine. Hashed assets are
  // the same for everyone and stay cacheable.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.preview || String(reply.getHeader('cache-control') ?? '').includes('immutable')) return payload;
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return payload;
  });

  app.get<{ Querystring: PreviewQuery }>(ENTRY, { schema: { querystring: query } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!secretMatches(request.query.secret, secret)) return reply.code(401).send({ error: 'Invalid preview secret' });
    return enter(request, reply, request.query.path ?? '/');
  });

  const { verifyEditorLink } = options;
  // Each request asks the CMS, so a stranger's loop of made-up links is cut off at the site: an editor opens
  // a few previews an hour. In a scope of its own, as the contact form's limit is (docs/preview.md).
  if (verifyEditorLink) {
    await app.register(async (scope) => {
      await scope.register(rateLimit, {
        global: false,
        errorResponseBuilder: tooManyFromYourAddress('preview links'),
      });
      scope.get(
        EDITOR_ENTRY,
        { config: { rateLimit: { max: EDITOR_LINKS_PER_TEN_MINUTES, timeWindow: 10 * 60_000 } } },
        async (request, reply) => {
          reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
          let asked: string | undefined;
          try {
            asked = await verifyEditorLink(request.url);
          } catch (error) {
            request.log.warn({ err: error }, 'the CMS could not be asked whether a preview link is valid');
            return reply.code(503).send({ error: 'The CMS could not check this preview link; try again in a moment' });
          }
          if (asked === undefined) return reply.code(401).send({ error: 'Invalid or expired preview link' });
          return enter(request, reply, asked);
        },
      );
    });
  }

  app.get<{ Querystring: PreviewQuery }>(
    '/api/preview/exit',
    { schema: { querystring: query } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const path = siteRelativePath(request.query.path ?? '/');
      if (!path) return reply.code(400).send({ error: 'path must be a path on this site, such as /blog/my-post' });
      reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request));
      if (perspectives) keepPerspective(request, reply, undefined);
      return reply.redirect(path, 307);
    },
  );
});
