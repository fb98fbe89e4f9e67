import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Every TypeScript project of the repository, each checked with its own tsconfig. */
const PROJECTS = ['packages/domain', 'packages/api-client', 'apps/server', 'apps/web', 'e2e', 'scripts'];

const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

/** `tsc -p project`: its exit code and what it printed, kept to be shown in one piece. */
function check(project: string): Promise<{ project: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ project, code: code ?? 1, output }));
  });
}

/**
 * `npm run typecheck`: the projects side by side, one per core (each `tsc` uses one), instead of
 * one after the other; each project's errors are printed together, and any error fails the whole.
 */
async function main() {
  const waiting = [...PROJECTS];
  let failed = false;
  const worker = async () => {
    for (let project = waiting.shift(); project; project = waiting.shift()) {
      const result = await check(project);
      process.stdout.write(
        `tsc -p ${result.project}: ${result.code === 0 ? 'ok' : 'errors'}\n${result.output}`,
      );
      if (result.code !== 0) failed = true;
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
