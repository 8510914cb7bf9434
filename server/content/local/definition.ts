import { statSync } from 'node:fs';
import path from 'node:path';
import { checked } from '../../env-rules.ts';
import type { ProviderDefinition } from '../provider-definition.ts';
import { createLocalProvider } from './local-provider.ts';

/** Where the markdown lives: CONTENT_DIR when set, else the built-in content-fallback/. */
export type LocalSettings = { dir: string | undefined };

/** No CMS: markdown files are the content, read once at start. */
export const localDefinition: ProviderDefinition<LocalSettings> = {
  name: 'local',
  remote: false,
  env: {
    CONTENT_DIR: checked(
      (value) => statSync(value, { throwIfNoEntry: false })?.isDirectory() === true,
      'must be a folder that holds posts/ and resources/',
    ),
  },
  detect: () => true,
  settings: (env) => {
    const dir = env.CONTENT_DIR as string | undefined;
    return { dir: dir === undefined ? undefined : path.resolve(dir) };
  },
  create: (settings, deps) => createLocalProvider(settings.dir ?? deps.builtInDir),
  imageOrigins: () => [],
  // The built-in content's images are the site's own, under public/.
  imageFolder: (settings) => (settings.dir ? path.join(settings.dir, 'images') : undefined),
};
