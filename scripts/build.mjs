// npm run build: the browser bundle, then the server bundle; --if-needed skips an up-to-date build.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { STAMP_FILE, inputsHash, isBuildCurrent } from './build-stamp.mjs';

if (process.argv.includes('--if-needed') && isBuildCurrent()) {
  console.log('Build is up to date.');
  process.exit(0);
}

const vite = ['node_modules/vite/bin/vite.js'];
const run = (args) => execFileSync(process.execPath, [...vite, ...args], { stdio: 'inherit' });
run(['build', '--logLevel', 'warn']);
run(['build', '--ssr', '--logLevel', 'warn']);
writeFileSync(STAMP_FILE, `${inputsHash()}\n`);
console.log('Built dist/client and dist/server.');
