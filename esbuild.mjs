// Three bundles: the extension (Node, CommonJS, `vscode` provided by the host), the reader webview (browser)
// and the `statute-lookup` command line (Node, everything bundled, no `vscode`).
import * as esbuild from 'esbuild';
import { chmodSync, cpSync, mkdirSync, rmSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
// `--only=cli` builds the command line alone (its tests build it so).
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

/** @type {import('esbuild').BuildOptions[]} */
const builds = [
  {
    name: 'extension',
    entryPoints: ['src/extension.ts'],
    outfile: 'out/extension.js',
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode'],
    sourcemap: !production,
    minify: production,
    metafile: true,
    logLevel: 'warning',
  },
  {
    name: 'webview',
    entryPoints: ['src/reader/webview/main.ts'],
    outfile: 'out/webview/reader.js',
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    sourcemap: !production,
    minify: production,
    metafile: true,
    logLevel: 'warning',
  },
  {
    name: 'cli',
    entryPoints: ['src/cli/main.ts'],
    outfile: 'out/cli.js',
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    sourcemap: false,
    minify: production,
    metafile: true,
    logLevel: 'warning',
  },
].filter((b) => !only || b.name === only);
for (const b of builds) delete b.name;

// Stale outputs (e.g. source maps of a development build) must not reach a production package.
if (!only) {
  rmSync('out/webview', { recursive: true, force: true });
  rmSync('out/extension.js.map', { force: true });

  // The codicon font and stylesheet are shipped beside the webview bundle (the .vsix carries no node_modules).
  mkdirSync('out/webview/codicons', { recursive: true });
  for (const file of ['codicon.css', 'codicon.ttf']) cpSync(`node_modules/@vscode/codicons/dist/${file}`, `out/webview/codicons/${file}`);
}

if (watch) {
  for (const options of builds) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
  console.log('esbuild: watching');
} else {
  for (const options of builds) {
    const result = await esbuild.build(options);
    for (const [file, info] of Object.entries(result.metafile.outputs)) {
      if (file.endsWith('.js')) console.log(`${file}  ${(info.bytes / 1024).toFixed(1)} KB`);
    }
  }
  // The `bin` of package.json: run directly by npx and by CI.
  if (!only || only === 'cli') chmodSync('out/cli.js', 0o755);
}
