/**
 * CLI of the local statute service.
 *
 *   npm run service -- [--dialect interface|live] [--port 8787] [--host 127.0.0.1] [--data DIR] [--cache DIR] [--no-fault-header]
 *       Starts the service; prints `listening on http://127.0.0.1:PORT` (then the keys) on stdout.
 *       --port 0 picks a free port. Env: STATUTE_SERVICE_KEYS="key:credits,…", STATUTE_SERVICE_RATE="30/60",
 *       STATUTE_SERVICE_FAULTS='{"fault":"503","count":2}'.
 *   npm run service -- --publish FILE [--date YYYY-MM-DD] [--port 8787]
 *       Asks the running service on that port to import FILE as a newer version and notify watches.
 */
import path from 'node:path';
import { DEFAULT_PORT, parseDialect, startService } from './service';

interface Args {
  port: number;
  host: string;
  data?: string;
  cache?: string;
  publish?: string;
  date?: string;
  faultHeader: boolean;
  dialect?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { port: DEFAULT_PORT, host: '127.0.0.1', faultHeader: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be 0–65535');
        args.port = port;
        break;
      }
      case '--host':
        args.host = value();
        break;
      case '--data':
        args.data = path.resolve(value());
        break;
      case '--cache':
        args.cache = path.resolve(value());
        break;
      case '--publish':
        args.publish = path.resolve(value());
        break;
      case '--date':
        args.date = value();
        break;
      case '--dialect':
        args.dialect = value();
        break;
      case '--no-fault-header':
        args.faultHeader = false;
        break;
      case '--help':
      case '-h':
        process.stdout.write('usage: npm run service -- [--dialect interface|live] [--port N] [--host H] [--data DIR] [--cache DIR] [--no-fault-header] | --publish FILE [--date YYYY-MM-DD] [--port N]\n');
        process.exit(0);
        break;
      default:
        throw new Error(`unknown argument ${flag}`);
    }
  }
  return args;
}

async function publishToRunningService(args: Args): Promise<void> {
  const url = `http://${args.host.includes(':') ? `[${args.host}]` : args.host}:${args.port}/__admin/publish`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ file: args.publish, ...(args.date ? { date: args.date } : {}) }),
  });
  const text = await response.text();
  process.stdout.write(`${text}\n`);
  if (!response.ok) process.exitCode = 1;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.publish) return publishToRunningService(args);
  const log = (line: string): void => void process.stderr.write(`[statute-service] ${line}\n`);
  const dialect = parseDialect(args.dialect ?? (process.env.STATUTE_SERVICE_DIALECT || 'interface'));
  const service = await startService({ port: args.port, host: args.host, dataDir: args.data, cacheDir: args.cache, allowFaultHeader: args.faultHeader, dialect, log });
  const summary = service.corpus;
  log(
    `${summary.fromCache ? 'warm start from cache' : 'cold import'} in ${(summary.loadMs / 1000).toFixed(2)} s ` +
      `(import ${(summary.importMs / 1000).toFixed(1)} s; data ${summary.dataDir}; cache ${summary.cachePath})`,
  );
  process.stdout.write(`listening on ${service.url}\n`);
  process.stdout.write(`dialect: ${service.dialect}\n`);
  process.stdout.write(`keys: ${Object.entries(service.keys).map(([k, c]) => `${k} (${c} credits, ${service.context.accounts.planOf(k)})`).join(', ')}\n`);
  const stop = (): void => {
    void service.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`[statute-service] ${(error as Error).message}\n`);
  process.exit(1);
});
