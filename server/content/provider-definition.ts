import type { z } from 'zod';
import type { EditorInspector, PreviewShows } from '../../src/model/preview.ts';
import type { ContentProvider } from './provider.ts';
import type { EditorApp } from '../../src/model/editor-app.ts';
import { withDefaults } from './defaults.ts';
import type { ContentImporter } from './content-importer.ts';

/** The environment after the one schema has read it: each variable's checked and transformed value. */
export type ParsedEnv = Record<string, unknown>;

export type ProviderDeps = {
  /** Each upstream call's own timeout; the content service's budget sits above it. */
  timeoutMs: number;
  warn: (message: string, details?: unknown) => void;
  /** The built-in content (content-fallback/): every CMS falls back to it. */
  builtInDir: string;
};

/** A publish webhook as it arrived: the raw body, since signatures cover its bytes. */
export type WebhookRequest = {
  method: string;
  /** Path with query, as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** What a verified publish makes stale. */
export type PublishScope = 'posts' | 'resources' | 'all';

/** A verified publish: the kind it makes stale, and the item's id in the CMS when the webhook names one. */
export type PublishChange = { scope: PublishScope; id?: string };

export type WebhookVerifier = {
  /** The header that carries this provider's signature; it also names the delivery (replays are refused). */
  signatureHeader: string;
  /** True when the request carries a valid, fresh signature made with the configured secret. */
  verify(request: WebhookRequest): Promise<boolean>;
  /** What a verified body changed; undefined when it is not a publish event this provider sends. */
  changeOf(body: unknown): PublishChange | undefined;
};

/** What a CMS with drafts offers preview mode (docs/preview.md). */
export type DraftsAccess = {
  /**
   * A client that reads drafts over published content, or the perspective an editor picked (below); never
   * cached, never written to snapshots.
   */
  createClient(deps: ProviderDeps, perspective?: string): ContentProvider;
  /**
   * Where the CMS's editor lets an editor pick which content a preview shows (Sanity's perspectives: drafts,
   * published, a release): the query parameter it adds to a preview's address, and the check of its value, which
   * gives the form createClient takes or undefined, and what a perspective so parsed shows (the preview bar's words).
   */
  perspectives?: { param: string; parse(value: string): string | undefined; shows(perspective: string): PreviewShows };
  /** The page's script that talks to the CMS's editor (src/features/preview/editors.ts), when it has one. */
  editor?: string;
  /** The CMS's click-to-edit inspector, when it has one. */
  inspector?: EditorInspector;
  /** The CMS's own app, which shows a preview in a frame: the origins that may frame a previewing page. */
  editorOrigins: string[];
  /**
   * The CMS's own signed way into preview, where it has one (`GET /api/preview/enable`, docs/preview.md): the
   * path the request's link asks for when the CMS vouches for it, undefined when not; throws when the CMS
   * cannot be asked.
   */
  verifyEditorLink?(url: string): Promise<string | undefined>;
};

/**
 * One content provider, as its folder under server/content/ declares it. The registry lists these; the
 * configuration, the content service and the revalidate route find the active one there and name none.
 */
export type ProviderDefinition<Settings> = {
  name: string;
  /**
   * True for a CMS: its answers are cached, kept as snapshots and fall back to the built-in content. False for
   * files on this machine, which are read as they are.
   */
  remote: boolean;
  /** The variables it reads, merged into the one environment schema (validated at start). */
  env: z.ZodRawShape;
  /** True when the environment holds this provider's credentials, for the automatic choice. */
  detect(env: ParsedEnv): boolean;
  /** Its settings from the checked environment; throws a ConfigError naming a missing variable. */
  settings(env: ParsedEnv): Settings;
  /** The client that reads its content. */
  create(settings: Settings, deps: ProviderDeps): ContentProvider;
  /** Origins its images are served from, for the CSP's img-src. */
  imageOrigins(settings: Settings): string[];
  /** Its own app, where editors write, when its address is known. */
  editorApp?(settings: Settings): EditorApp | undefined;
  /** A folder of images on this machine that its content refers to, served by the site itself. */
  imageFolder?(settings: Settings): string | undefined;
  /** Its publish webhook, when a secret is configured. */
  webhook?(settings: Settings): WebhookVerifier | undefined;
  /**
   * A writer of a content folder into it (`npm run content -- import`), loaded only then, so that the server
   * never loads a management SDK; throws a ConfigError naming the management token it needs. A provider that
   * cannot be written to leaves it out.
   */
  importer?(settings: Settings): Promise<ContentImporter>;
  /**
   * Draft access for preview, asked for only when PREVIEW_SECRET is set; throws a ConfigError naming the
   * credential preview needs. A provider without drafts leaves it out and has no preview.
   */
  drafts?(settings: Settings): DraftsAccess;
};

/** The active provider with its settings bound: what the rest of the server holds. */
export type ActiveProvider = {
  name: string;
  remote: boolean;
  /** Its checked settings (credentials included: server only, never logged). */
  settings: unknown;
  /** The client the site reads with: empty fields get the product's defaults (server/content/defaults.ts). */
  createClient(deps: ProviderDeps): ContentProvider;
  /** The same client without the defaults: what the source holds, for `npm run content`. */
  createSourceClient(deps: ProviderDeps): ContentProvider;
  imageOrigins: string[];
  editorApp: EditorApp | undefined;
  imageFolder: string | undefined;
  webhook: WebhookVerifier | undefined;
  /** Undefined when the provider has no drafts. */
  drafts: (() => DraftsAccess) | undefined;
  /** Undefined when the provider cannot be written to. */
  importer: (() => Promise<ContentImporter>) | undefined;
};

/** A definition as the registry keeps it: its settings type hidden behind `activate`. */
export type RegisteredProvider = Pick<ProviderDefinition<unknown>, 'name' | 'env' | 'detect'> & {
  activate(env: ParsedEnv): ActiveProvider;
};

export function register<Settings>(definition: ProviderDefinition<Settings>): RegisteredProvider {
  return {
    name: definition.name,
    env: definition.env,
    detect: definition.detect,
    activate(env) {
      const settings = definition.settings(env);
      const drafts = definition.drafts?.bind(definition);
      const withDraftDefaults = (access: DraftsAccess): DraftsAccess => ({
        ...access,
        createClient: (deps, perspective) => withDefaults(access.createClient(deps, perspective)),
      });
      return {
        name: definition.name,
        remote: definition.remote,
        settings,
        createClient: (deps) => withDefaults(definition.create(settings, deps)),
        createSourceClient: (deps) => definition.create(settings, deps),
        imageOrigins: definition.imageOrigins(settings),
        editorApp: definition.editorApp?.(settings),
        imageFolder: definition.imageFolder?.(settings),
        webhook: definition.webhook?.(settings),
        drafts: drafts ? () => withDraftDefaults(drafts(settings)) : undefined,
        importer: definition.importer
          ? () => (definition.importer as NonNullable<typeof definition.importer>)(settings)
          : undefined,
      };
    },
  };
}
