import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, mail with working reset and set-password links, certificates: only the
 * service's user may read it. From this call on, every folder this process creates is 0700 and every file 0600
 * (the umask takes group and other bits away, whatever mode the code or a library asks for).
 */
export function createFilesPrivately(): void {
  process.umask(0o077);
}

/** Creates DATA_DIR for the service's user only, and closes one an earlier version left open, if it is ours. */
export async function openDataDir(dataDir: string): Promise<void> {
  createFilesPrivately();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { mode, uid } = await stat(dataDir);
  if ((mode & 0o077) !== 0 && uid === process.getuid?.()) await chmod(dataDir, 0o700);
}

/**
 * Takes group and other bits off everything under `dir`. For PGlite: it lays out a new database with modes set
 * explicitly (0666 files, whatever the umask), while the files PostgreSQL itself creates later are 0600.
 */
export async function closeToOthers(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    const { mode } = await lstat(file);
    if ((mode & 0o077) !== 0) await chmod(file, mode & 0o700);
  }
}
