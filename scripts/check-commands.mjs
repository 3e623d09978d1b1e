// Fails when package.json contributes a command that no source file registers, or a menu names an unknown command.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const contributed = new Set(manifest.contributes.commands.map((c) => c.command));
const registered = new Set();
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.ts')) for (const m of readFileSync(path, 'utf8').matchAll(/registerCommand\(\s*'([^']+)'/g)) registered.add(m[1]);
  }
};
walk('src');
const problems = [];
for (const id of contributed) if (!registered.has(id)) problems.push(`contributed but never registered: ${id}`);
for (const command of manifest.contributes.commands) if (!command.category) problems.push(`no category: ${command.command}`);
for (const [menu, entries] of Object.entries(manifest.contributes.menus ?? {})) {
  for (const entry of entries) if (entry.command && !contributed.has(entry.command)) problems.push(`menu ${menu} names unknown command ${entry.command}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`check-commands: ${contributed.size} contributed commands, all registered`);
