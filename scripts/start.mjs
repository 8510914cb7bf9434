// npm start: build when the sources changed since the last build, then serve the site.
import { execFileSync } from 'node:child_process';
import { isBuildCurrent } from './build-stamp.mjs';

if (!isBuildCurrent()) {
  console.log('Building the site first...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
