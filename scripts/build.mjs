// npm run build: the browser bundle, then the server bundle; --if-needed skips an up-to-date build.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STAMP_FILE, inputsHash, isBuildCurrent } from './build-stamp.mjs';

if (process.argv.includes('--if-needed') && isBuildCurrent()) {
  console.log('Build is up to date.');
  process.exit(0);
}

// Text assets get .br and .gz twins at maximum compression; @fastify/static serves them as they are.
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|svg|json|txt|xml|html)$/.test(name) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

const vite = ['node_modules/vite/bin/vite.js'];
const run = (args) => execFileSync(process.execPath, [...vite, ...args], { stdio: 'inherit' });
run(['build', '--logLevel', 'warn']);
run(['build', '--ssr', '--logLevel', 'warn']);
precompress('dist/client');
writeFileSync(STAMP_FILE, `${inputsHash()}\n`);
console.log('Built dist/client and dist/server.');
