import { gzipSync } from 'node:zlib';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { reactAliases } from '../../vite.config.ts';

const HERE = path.join(import.meta.dirname, 'stack-floor');

export type StackFloor = {
  /** react, react-dom's client (scheduler included) and the JSX runtime, gzip -9 bytes. */
  reactBytes: number;
  /** A one-route TanStack Router app on top of that, gzip -9 bytes: what the stack loads before the site. */
  routerAppBytes: number;
};

/** An entry chunk and every chunk it imports statically: what a page of that entry loads first. */
export function firstLoadChunks(chunks: Rolldown.OutputChunk[], entry: Rolldown.OutputChunk) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen.values()];
}

const gzipBytes = (chunks: Rolldown.OutputChunk[]) =>
  chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);

/** The two tiny apps of the floor, built as the site is (Vite, production, the same plugin and aliases). */
export async function buildStackFloor() {
  const output = await build({
    configFile: false,
    root: HERE,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias: reactAliases },
    build: {
      write: false,
      rollupOptions: {
        input: { react: path.join(HERE, 'react-only.tsx'), router: path.join(HERE, 'router-app.tsx') },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((result) =>
    result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
  const entry = (name: string) => {
    const chunk = chunks.find((item) => item.isEntry && item.name === name);
    if (!chunk) throw new Error(`The stack-floor build has no entry ${name}`);
    return chunk;
  };
  return { chunks, react: entry('react'), router: entry('router') };
}

/**
 * The JavaScript budget's floor, measured as the bench measures a page's first-load JavaScript
 * (docs/decisions/phone-budgets-and-their-floors.md).
 */
export async function measureStackFloor(): Promise<StackFloor> {
  const { chunks, react, router } = await buildStackFloor();
  return {
    reactBytes: gzipBytes(firstLoadChunks(chunks, react)),
    routerAppBytes: gzipBytes(firstLoadChunks(chunks, router)),
  };
}
