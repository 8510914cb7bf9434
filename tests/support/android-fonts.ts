import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A phone with Android's fonts: Chromium on Linux finds its fonts through fontconfig, so a configuration
// that lists only Roboto's folder gives it Android's default font and none of Arial, Liberation Sans or
// DejaVu. Roboto is Debian's fonts-roboto-unhinted, which .ci/run installs.
export const ROBOTO_DIR = '/usr/share/fonts/truetype/roboto';

/** Writes the configuration (once per process) and returns the path to give Chromium as FONTCONFIG_FILE. */
export function androidFontConfig() {
  const dir = path.join(tmpdir(), `growthwise-android-fonts-${process.pid}`);
  const file = path.join(dir, 'fonts.conf');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      file,
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${ROBOTO_DIR}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
    );
  }
  return file;
}
