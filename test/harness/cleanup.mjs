// Last-resort cleanup: synchronous functions run when this process exits, including on Ctrl+C / SIGTERM
// (Node skips 'exit' handlers on a default signal death, so the signals are turned into an exit).
// Normal code paths clean up themselves and unregister; this only catches interruptions and crashes.

/** @type {Set<() => void>} */
const cleanups = new Set();
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const cleanup of [...cleanups].reverse()) {
      try {
        cleanup();
      } catch {
        // keep going: the others still need to run
      }
    }
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, () => {
      console.error(`\nharness: ${signal}, stopping the processes it started`);
      process.exit(130);
    });
  }
}

/**
 * Registers a synchronous cleanup for an abnormal exit.
 * @param {() => void} cleanup
 * @returns {() => void} unregisters it (call once the normal cleanup has run)
 */
export function onExitCleanup(cleanup) {
  install();
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}
