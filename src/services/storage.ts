import vscode = require('vscode');
import { CacheStorage } from '../core/lookup/lookupCache';

/**
 * A JSON file in the extension's global storage folder (created on first write), through VS Code's file
 * system: for a storage folder that is not on the local disk (folderCacheStorage serves the local one).
 */
export function fileCacheStorage(folder: vscode.Uri, name: string): CacheStorage {
  const file = vscode.Uri.joinPath(folder, name);
  return {
    read: async () => {
      try {
        return new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
      } catch {
        return undefined;
      }
    },
    write: async (data) => {
      await vscode.workspace.fs.createDirectory(folder);
      // Written beside and renamed over: a reader sees the old file or the new one.
      const temporary = vscode.Uri.joinPath(folder, `${name}.${Date.now().toString(36)}.tmp`);
      await vscode.workspace.fs.writeFile(temporary, new TextEncoder().encode(data));
      await vscode.workspace.fs.rename(temporary, file, { overwrite: true });
    },
    setAside: async () => {
      const aside = vscode.Uri.joinPath(folder, `${name}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      await vscode.workspace.fs.rename(file, aside);
      return aside.toString(true);
    },
  };
}
