// Entry of the VS Code benchmark suite (`node test/harness/run-integration.mjs --suite bench/vscode`, which
// `npm run bench -- vscode` runs): the integration suite's mocha runner over bench/vscode/*.bench.ts.
export { run, setTestModules } from '../../test/integration/index';
