// Two bundles: the extension (Node, CommonJS, `vscode` provided by the host) and the reader webview (browser).
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions[]} */
const builds = [
  {
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
];

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
}
