import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { startupProblem } from '../../run-or-exit.ts';
import { createLocalProvider } from '../local/local-provider.ts';
import { exportContent } from './export-content.ts';
import { createImageFiles } from './image-files.ts';
import { createProgress } from './progress.ts';
import { verifyContent } from './verify-content.ts';
import { errorLine } from './error-line.ts';
import { folderImages, importContent } from './import-content.ts';

const USAGE =
  'Usage: npm run content -- export --out DIR [--keep-remote-images] | import DIR [--dry-run] [--prune] | verify DIR';
// What --help prints (docs/content.md, "Moving content between providers").
const HELP = `${USAGE}

  export --out DIR         writes the configured provider's posts, resources and images into DIR, in the
                           local provider's format (CONTENT_DIR=DIR serves it); an image that cannot be
                           fetched is named, and the exit code is 1
  --keep-remote-images     keeps such an image's remote address instead, and exits 0
  import DIR               writes DIR into the configured CMS (Sanity: SANITY_WRITE_TOKEN): creates what
                           it lacks, updates what differs, sends nothing for what is the same
  --dry-run                prints what import would create, update and delete, and writes nothing
  --prune                  deletes the CMS's posts and resources that DIR does not hold
  verify DIR               lists every difference between DIR and the configured provider, entry by
                           entry; the exit code is 1 when there is any

The provider is the server's (CONTENT_PROVIDER and that provider's variables, README "Environment").`;

const warn = (line: string) => process.stderr.write(`${line}\n`);
// The built-in content, for a provider that falls back to it; a long list may take a CMS a while to answer.
const deps = {
  timeoutMs: 30_000,
  warn: (message: string) => warn(message),
  builtInDir: path.resolve(import.meta.dirname, '../../../content-fallback'),
};

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'keep-remote-images': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      prune: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const isExport = command === 'export' && values.out !== undefined && rest.length === 0;
  const isVerify = command === 'verify' && rest.length === 1 && values.out === undefined;
  const isImport = command === 'import' && rest.length === 1 && values.out === undefined;
  if (!isExport && !isVerify && !isImport) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const provider = config.content.createSourceClient(deps);
  if (isExport && values.out) {
    const dir = path.resolve(values.out);
    const progress = createProgress(process.stderr, 'Entries');
    const images = createImageFiles({
      dir,
      sourceFolder: config.content.imageFolder,
      keepRemote: values['keep-remote-images'],
      fetch,
      onFile: progress.image,
    });
    const summary = await exportContent(provider, {
      dir,
      images,
      progress,
      warn,
    });
    const failed = summary.failedImages.length;
    console.log(
      `Exported ${summary.posts} post(s), ${summary.resources} resource(s) and ${summary.images - failed} image(s) from ${provider.name} into ${dir}${failed ? `; ${failed} image(s) not fetched` : ''}.`,
    );
    return failed && !values['keep-remote-images'] ? 1 : 0;
  }
  const dir = rest[0] as string;
  if (isImport) {
    if (!config.content.importer) throw new Error(`${provider.name} cannot be written to: import into a CMS.`);
    const summary = await importContent(createLocalProvider(path.resolve(dir)), await config.content.importer(), {
      dryRun: values['dry-run'],
      prune: values.prune,
      readImage: folderImages({
        dir: path.resolve(dir),
        publicDir: path.resolve(import.meta.dirname, '../../../public'),
        fetch,
      }),
      progress: createProgress(process.stderr, 'Entries'),
      say: (line) => console.log(line),
    });
    const would = values['dry-run'] ? ' (dry run: nothing written)' : '';
    console.log(
      `${summary.create} created, ${summary.update} updated, ${summary.unchanged} unchanged, ${summary.failed} failed${summary.deleted ? `, ${summary.deleted} deleted` : ''}${would}.`,
    );
    return summary.failed ? 1 : 0;
  }
  const differences = await verifyContent(
    createLocalProvider(path.resolve(dir)),
    provider,
    createProgress(process.stderr, 'Entries'),
  );
  for (const line of differences) console.log(line);
  console.log(
    differences.length
      ? `${differences.length} difference(s) between ${dir} and ${provider.name}.`
      : `${dir} and ${provider.name} hold the same content.`,
  );
  return differences.length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(startupProblem(error) ?? errorLine(error));
    process.exit(1);
  },
);
