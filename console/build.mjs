// Builds the console into a folder (default dist/): the Lit components bundled and
// minified by esbuild into app.js, and index.html. `--check` builds into a temporary
// folder and fails when the committed dist/ differs (sources changed, bundle not rebuilt).
// Fails when the script exceeds its budget (150 kB gzipped).
import { build } from 'esbuild';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const BUDGET_GZIP_BYTES = 150 * 1024;
const FILES = ['app.js', 'index.html'];

async function buildInto(out) {
  await mkdir(out, { recursive: true });
  await build({
    entryPoints: [join(here, 'src/app.js')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    legalComments: 'none',
    outfile: join(out, 'app.js'),
    logLevel: 'warning',
  });
  await copyFile(join(here, 'src/index.html'), join(out, 'index.html'));
  const js = await readFile(join(out, 'app.js'));
  const gz = gzipSync(js, { level: 9 }).length;
  if (gz > BUDGET_GZIP_BYTES) {
    throw new Error(`app.js is ${gz} bytes gzipped, over the ${BUDGET_GZIP_BYTES}-byte budget`);
  }
  return { raw: js.length, gz };
}

const args = process.argv.slice(2);
if (args[0] === '--check') {
  const tmp = await mkdtemp(join(tmpdir(), 'argus-console-'));
  try {
    await buildInto(tmp);
    const stale = [];
    for (const f of FILES) {
      const [want, have] = await Promise.all([
        readFile(join(tmp, f)),
        readFile(join(here, 'dist', f)).catch(() => Buffer.alloc(0)),
      ]);
      if (!want.equals(have)) stale.push(`console/dist/${f}`);
    }
    if (stale.length) {
      console.error(`stale: ${stale.join(', ')} (run make console and commit console/dist)`);
      process.exit(1);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
} else {
  const out = join(here, args[0] ?? 'dist');
  const { raw, gz } = await buildInto(out);
  console.log(`console: ${out}/app.js ${raw} bytes, ${gz} bytes gzipped`);
}
