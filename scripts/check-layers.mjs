// Fails when the layers are crossed: src/core imports anything outside itself (including 'vscode'),
// src/services imports a feature, a feature imports another feature or a src/ root file, or any
// import cycle exists among src/ files, or the command line (src/cli, run by plain Node) reaches
// 'vscode' through any chain of imports. `--count` prints the crossings without failing.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

const SRC = 'src';
const countOnly = process.argv.includes('--count');

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.ts')) files.push(path);
  }
};
walk(SRC);

/** Every module an import, export-from, import() or require() names, read by TypeScript's own pre-parser. */
function importsOf(file) {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

function resolveLocal(from, spec) {
  const base = normalize(join(dirname(from), spec));
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/** 'core', 'services', 'root' (a file directly in src/), or 'feature:<folder>'. */
function layerOf(file) {
  const parts = relative(SRC, file).split(/[\\/]/);
  if (parts.length === 1) return 'root';
  if (parts[0] === 'core' || parts[0] === 'services') return parts[0];
  return `feature:${parts[0]}`;
}

const problems = [];
const graph = new Map();
const importsVscode = new Set();
for (const file of files) {
  const layer = layerOf(file);
  const edges = [];
  for (const spec of importsOf(file)) {
    if (!spec.startsWith('.')) {
      if (spec === 'vscode') importsVscode.add(file);
      if (layer === 'core') problems.push(`${file}: core imports '${spec}'`);
      continue;
    }
    const target = resolveLocal(file, spec);
    if (!target) continue;
    edges.push(target);
    const to = layerOf(target);
    if (to === layer) continue;
    if (layer === 'core') problems.push(`${file}: core imports ${target}`);
    else if (layer === 'services' && to !== 'core') problems.push(`${file}: services import ${target}`);
    else if (layer.startsWith('feature:') && to !== 'core' && to !== 'services') problems.push(`${file}: feature imports ${target}`);
  }
  graph.set(file, edges);
}

// The command line runs without VS Code: nothing it loads may need the 'vscode' module.
for (const entry of files.filter((f) => layerOf(f) === 'feature:cli')) {
  const seen = new Set([entry]);
  const queue = [[entry]];
  while (queue.length) {
    const chain = queue.shift();
    const file = chain[chain.length - 1];
    if (importsVscode.has(file)) {
      problems.push(`the command line reaches 'vscode': ${chain.join(' -> ')}`);
      break;
    }
    for (const next of graph.get(file) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
}

// Cycles: depth-first search, reporting each back edge's loop once.
const state = new Map();
const stack = [];
const visit = (file) => {
  state.set(file, 'open');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') problems.push(`import cycle: ${[...stack.slice(stack.indexOf(next)), next].join(' -> ')}`);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'done');
};
for (const file of files) if (!state.has(file)) visit(file);

if (countOnly) {
  console.log(problems.join('\n'));
  console.log(`check-layers: ${problems.length} crossing(s)`);
} else if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`check-layers: ${problems.length} crossing(s)`);
  process.exit(1);
} else {
  console.log(`check-layers: ${files.length} files, no crossings, no cycles`);
}
