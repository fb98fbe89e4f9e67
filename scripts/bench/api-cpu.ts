import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { measure } from './http';
import { adminQuery, freePort, startBenchedServer, stopProcess } from './processes';
import { prepareApiTargets } from './public-api';

/**
 * The server's CPU per call of each public API list, for builds compared back to back on a busy
 * machine (issue 31 item 6): `node --import tsx scripts/bench/api-cpu.ts <dist> [<dist>…]` starts
 * one server per build folder (apps/server/dist, or a copy of an earlier build beside it) on one
 * seeded database, then, round after round, calls each list `API_CPU_CALLS` times one after the
 * other on each build in turn and reads the server's user + system CPU from /proc before and after.
 * Unlike latency, the CPU a call costs hardly depends on what else the machine runs.
 * `API_CPU_LOAD=1` adds each list's p50 / p99 at 10 connections (2 s) per build and round.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CALLS = Number(process.env.API_CPU_CALLS ?? 300);
const ROUNDS = Number(process.env.API_CPU_ROUNDS ?? 3);
const WITH_LOAD = process.env.API_CPU_LOAD === '1';
/** `API_CPU_BUDGETED=1`: the lists' default pages only. */
const BUDGETED_ONLY = process.env.API_CPU_BUDGETED === '1';
/** `API_CPU_ONLY=<text>`: the lists whose name holds it (one list's CPU profile, with BENCH_CPU_PROF). */
const ONLY = process.env.API_CPU_ONLY;
const TICKS_PER_SECOND = 100;

/** User + system CPU of a process so far, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function main() {
  const builds = process.argv.slice(2);
  if (builds.length === 0) throw new Error('usage: api-cpu.ts <dist folder> [<dist folder>…]');
  const databaseName = `pointeo_apicpu_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  const servers: { build: string; url: string; process: ChildProcess }[] = [];
  try {
    for (const build of builds) {
      const port = await freePort();
      const child = await startBenchedServer(
        port,
        databaseUrl,
        { API_REQUESTS_PER_MINUTE: '100000000' },
        join(build, 'server.js'),
      );
      servers.push({ build, url: `http://127.0.0.1:${port}`, process: child });
    }
    const { rows, headers, targets } = await prepareApiTargets(servers[0]!.url, databaseUrl);
    console.log(`${rows.employees} employees, ${rows.entries} entries, ${rows.absences} absences`);
    const call = async (url: string) => {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    };
    const pathOf = (url: string) => url.slice(new URL(url).origin.length);
    for (const server of servers) {
      for (let round = 0; round < 30; round++) {
        for (const target of targets) await call(server.url + pathOf(target.url));
      }
    }
    // Round after round, each list on each build in turn: a build's figure and the next build's are
    // taken seconds apart, under the same load. The median of the rounds is reported.
    const measured = targets.filter(
      (target) => (!BUDGETED_ONLY || target.budgeted) && (!ONLY || target.name.includes(ONLY)),
    );
    const cpu = new Map<string, number[]>();
    const wall = new Map<string, number[]>();
    const loaded = new Map<string, string[]>();
    const push = <T>(map: Map<string, T[]>, key: string, value: T) =>
      map.set(key, [...(map.get(key) ?? []), value]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of measured) {
        for (const [index, server] of servers.entries()) {
          const url = server.url + pathOf(target.url);
          const pid = server.process.pid!;
          const key = `${target.name} | ${index}`;
          await sleep(50);
          const before = cpuMs(pid);
          const started = performance.now();
          for (let call_ = 0; call_ < CALLS; call_++) await call(url);
          push(wall, key, (performance.now() - started) / CALLS);
          push(cpu, key, (cpuMs(pid) - before) / CALLS);
          if (WITH_LOAD) {
            const result = await measure({ ...target, url }, 10);
            push(loaded, key, `${result.p50Ms}/${result.p99Ms}`);
          }
        }
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const table: Record<string, Record<string, string>> = {};
    for (const target of measured) {
      for (const index of servers.keys()) {
        const key = `${target.name} | ${index}`;
        const base = median(cpu.get(`${target.name} | 0`)!);
        table[key] = {
          'cpu ms (median)': median(cpu.get(key)!).toFixed(2),
          'vs build 0': `${((median(cpu.get(key)!) / base) * 100).toFixed(0)} %`,
          'cpu ms (rounds)': cpu
            .get(key)!
            .map((value) => value.toFixed(2))
            .join(' '),
          'wall ms (median)': median(wall.get(key)!).toFixed(2),
          ...(WITH_LOAD && { 'p50/p99 ms at 10': loaded.get(key)!.join(' ') }),
        };
      }
    }
    console.log(servers.map((server, index) => `build ${index}: ${server.build}`).join(', '));
    console.table(table);
  } finally {
    for (const server of servers) await stopProcess(server.process);
    await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
  }
}

await main();
