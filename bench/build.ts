/**
 * The production build (`node esbuild.mjs --production`) the bundle and VS Code benchmarks measure, and
 * putting back the kind of build out/ held before, since other work in this tree uses out/ too.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { progress, runNode } from './util';

let before: 'development' | 'production' | undefined;

export async function productionBuild(): Promise<void> {
  before ??= existsSync('out/extension.js.map') ? 'development' : 'production';
  progress('node esbuild.mjs --production');
  await runNode(['esbuild.mjs', '--production'], { prefix: '    ' });
}

/** Rebuilds the development bundle if a production build replaced one; says what it did. */
export async function restoreBuild(): Promise<string | undefined> {
  if (before !== 'development') return undefined;
  before = undefined;
  await runNode(['esbuild.mjs'], { quiet: true });
  return 'out/ held a development build before the benchmarks: rebuilt it (node esbuild.mjs)';
}

const EXTENSION_LIMIT_KB = 250;

export interface BundleFile {
  file: string;
  bytes: number;
  kb: number;
  gzipKb: number;
}

export interface BundleBenchResult {
  build: string;
  extension: BundleFile & { limitKb: number; ok: boolean };
  webview: BundleFile;
}

function measure(file: string): BundleFile {
  const bytes = statSync(file).size;
  return { file, bytes, kb: bytes / 1024, gzipKb: gzipSync(readFileSync(file)).length / 1024 };
}

export async function runBundleBench(): Promise<BundleBenchResult> {
  await productionBuild();
  const extension = measure('out/extension.js');
  return {
    build: 'node esbuild.mjs --production',
    extension: { ...extension, limitKb: EXTENSION_LIMIT_KB, ok: extension.kb <= EXTENSION_LIMIT_KB },
    webview: measure('out/webview/reader.js'),
  };
}

export function formatBundleBench(r: BundleBenchResult): string {
  const line = (f: BundleFile): string => `${f.file}: ${f.kb.toFixed(1)} KB (${f.bytes} bytes; ${f.gzipKb.toFixed(1)} KB gzipped)`;
  return [
    `bundle: ${r.build}`,
    `${line(r.extension)} (<= ${r.extension.limitKb} KB: ${r.extension.ok ? 'ok' : 'MISS'})`,
    line(r.webview),
  ].join('\n');
}
