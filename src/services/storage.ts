import vscode = require('vscode');
import { CacheStorage } from '../core/lookup/lookupCache';

/** A JSON file in the extension's global storage folder (created on first write). */
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
      await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(data));
    },
  };
}
