import { gzipSync } from 'node:zlib';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Rolldown } from 'vite';

const HERE = path.join(import.meta.dirname, 'stack-floor');

export type StackFloor = {
  /** react, react-dom's client (scheduler included) and the JSX runtime, gzip -9 bytes. */
  reactBytes: number;
  /** A one-route TanStack Router app on top of that, gzip -9 bytes: what the stack loads before the site. */
  routerAppBytes: number;
};

/** Bytes gzip -9 of an entry chunk and every chunk it imports statically. */
function firstLoadBytes(chunks: Rolldown.OutputChunk[], entry: Rolldown.OutputChunk) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen].reduce((total, file) => total + gzipSync(byName.get(file)?.code ?? '', { level: 9 }).length, 0);
}

/**
 * The JavaScript budget's floor: two tiny apps built as the site is (Vite, production, the same plugin),
 * measured as the bench measures a page's first-load JavaScript (docs/performance.md, "What is left").
 */
export async function measureStackFloor(): Promise<StackFloor> {
  const output = await build({
    configFile: false,
    root: HERE,
    logLevel: 'silent',
    plugins: [react()],
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
  return {
    reactBytes: firstLoadBytes(chunks, entry('react')),
    routerAppBytes: firstLoadBytes(chunks, entry('router')),
  };
}
