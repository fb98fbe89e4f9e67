import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre processus Pointeo (pid ${pid}). ` +
        'Arrêtez-le, ou choisissez un autre DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite corrupts a data folder opened by two processes at once: hold a lock file naming our pid.
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'pointeo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
