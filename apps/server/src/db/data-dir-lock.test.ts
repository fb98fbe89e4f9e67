import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a folder another running process holds, naming it in French', () => {
    dir = mkdtempSync(join(tmpdir(), 'pointeo-lock-'));
    writeFileSync(join(dir, 'pointeo.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/déjà utilisé par un autre processus Pointeo/);
  });

  it('takes over a lock left by a process that has ended, and releases it', () => {
    dir = mkdtempSync(join(tmpdir(), 'pointeo-lock-'));
    writeFileSync(join(dir, 'pointeo.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'pointeo.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(dir, 'pointeo.lock'))).toThrow();
  });
});
