import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, startNodeProcess, stopProcess } from './bench/processes';

/**
 * Where no Docker engine runs (CI here), the container image is put together by hand from the
 * Dockerfile itself: the production-dependencies stage's COPY and RUN lines are run in a folder, the
 * final stage's COPY lines take the built files (`npm run build` first) and those dependencies, and
 * the server is started there with the image's ENV and CMD. The image then holds what the server
 * reads at run time, or this fails: a missing file, a dependency only the build stage had, a public
 * page served as the empty shell. Base image, user and health check are Docker's alone: not tried.
 *
 * `node --import tsx scripts/image-dry-run.ts`
 */

interface Stage {
  name: string;
  lines: string[];
}

/** The Dockerfile's stages, each with its instructions (continued lines joined, comments dropped). */
function readStages(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of instructions) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? 'final', lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

function stage(stages: Stage[], name: string): Stage {
  const found = stages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`the Dockerfile has no stage ${name}`);
  return found;
}

/** `COPY [--from=stage] source… destination`, destinations relative to WORKDIR /app. */
function copies(stage: Stage) {
  return stage.lines
    .filter((line) => /^COPY\s/i.test(line))
    .map((line) => {
      const words = line.split(/\s+/).slice(1);
      const from = words[0]?.startsWith('--from=') ? words.shift()!.slice('--from='.length) : undefined;
      const destination = words.pop()!;
      return { from, sources: words, destination };
    });
}

const inApp = (path: string) => path.replace(/^\/app\/?/, '').replace(/^\.\/?/, '');

function copyInto(root: string, source: string, destination: string) {
  const target = join(root, inApp(destination));
  const into = destination.endsWith('/') ? join(target, source.split('/').pop()!) : target;
  mkdirSync(dirname(into), { recursive: true });
  cpSync(source, into, { recursive: true });
}

function imageEnv(final: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of final.lines.filter((candidate) => /^ENV\s/i.test(candidate))) {
    for (const pair of line.split(/\s+/).slice(1)) {
      const [key, value] = pair.split('=');
      if (key && value !== undefined) env[key] = value;
    }
  }
  return env;
}

function imageCommand(final: Stage): string[] {
  const cmd = final.lines.find((line) => /^CMD\s/i.test(line));
  if (!cmd) throw new Error('the final stage has no CMD');
  return JSON.parse(cmd.slice(3).trim()) as string[];
}

async function expectAnswer(origin: string, path: string, contains = '') {
  const response = await fetch(`${origin}${path}`);
  const body = await response.text();
  if (!response.ok || !body.includes(contains)) {
    throw new Error(`${path}: ${response.status}, the answer does not contain « ${contains} »`);
  }
  console.log(`  ${path}: ${response.status}${contains && `, with « ${contains} » in the HTML`}`);
}

async function main() {
  const repository = process.cwd();
  const stages = readStages(readFileSync('Dockerfile', 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'pointeo-image-'));
  try {
    const dependencies = join(work, 'production-dependencies');
    const dependencyStage = stage(stages, 'production-dependencies');
    for (const { sources, destination } of copies(dependencyStage)) {
      for (const source of sources) copyInto(dependencies, source, destination);
    }
    for (const line of dependencyStage.lines.filter((candidate) => /^RUN\s/i.test(candidate))) {
      console.log(`production-dependencies: ${line}`);
      execFileSync('sh', ['-c', line.slice(3).trim()], { cwd: dependencies, stdio: 'inherit' });
    }

    const image = join(work, 'image');
    const final = stages.at(-1)!;
    for (const { from, sources, destination } of copies(final)) {
      const root = from === 'production-dependencies' ? dependencies : repository;
      if (from !== undefined && from !== 'build' && from !== 'production-dependencies') {
        throw new Error(`COPY --from=${from}: a stage this dry run does not know`);
      }
      for (const source of sources) copyInto(image, join(root, inApp(source)), destination);
    }

    const [command, ...args] = imageCommand(final);
    if (command !== 'node') throw new Error(`CMD runs ${command}, not node`);
    const port = await freePort();
    const server = await startNodeProcess(
      args.at(-1)!,
      {
        ...imageEnv(final),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(work, 'data'),
        AUTH_SECRET: randomBytes(32).toString('hex'),
        // No PostgreSQL, Stripe or SMTP here: the image's stand-ins, as a trial would run it.
        ALLOW_EMBEDDED_IN_PRODUCTION: 'true',
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        LOG_LEVEL: 'warn',
      },
      `http://127.0.0.1:${port}/api/health/live`,
      120,
      args.slice(0, -1),
      image,
    );
    try {
      const origin = `http://127.0.0.1:${port}`;
      console.log(`The image's server answers on ${origin}:`);
      // Text of the rendered pages, absent from the empty shell they fall back to.
      await expectAnswer(origin, '/', 'La solution de pointage moderne');
      await expectAnswer(origin, '/login', 'method="post"');
      await expectAnswer(origin, '/api/health/ready');
    } finally {
      await stopProcess(server);
    }
    console.log('The image dry run passed.');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
