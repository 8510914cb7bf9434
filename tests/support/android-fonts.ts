import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A phone with Android's fonts: Chromium on Linux finds its fonts through fontconfig, so a configuration
// that lists only Roboto's folder gives it Android's default font and none of Arial, Liberation Sans or
// DejaVu. Roboto is Debian's fonts-roboto-unhinted, which .ci/run installs.
export const ROBOTO_DIR = '/usr/share/fonts/truetype/roboto';

/** Writes the configuration and returns the path to give Chromium as FONTCONFIG_FILE. */
export function androidFontConfig() {
  // One folder for every run, so fontconfig's cache in it is built once; the file is replaced whole, as the
  // runner and its workers each write it.
  const dir = path.join(tmpdir(), 'growthwise-android-fonts');
  const file = path.join(dir, 'fonts.conf');
  mkdirSync(dir, { recursive: true });
  const draft = `${file}.${process.pid}`;
  writeFileSync(
    draft,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${ROBOTO_DIR}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  renameSync(draft, file);
  return file;
}
