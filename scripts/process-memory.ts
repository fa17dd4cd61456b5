/** Resident memory of a process and its descendants, from Linux's /proc (what the OOM killer and `top` count). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** VmRSS of one process in bytes; 0 when it is gone. */
function rssOf(pid: number): number {
  try {
    const line = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid`, recursively. */
function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the command name may hold spaces and parentheses: the fields after its last ')' are fixed
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** RSS of `pid` plus all its descendants, in bytes. */
export function treeRss(pid: number): number {
  return [pid, ...descendantsOf(pid)].reduce((sum, id) => sum + rssOf(id), 0);
}

/** Bytes a folder takes on disk (allocated blocks, as `du` counts them). */
export function diskUsage(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.blocks * 512;
  return readdirSync(path).reduce((sum, name) => {
    try {
      return sum + diskUsage(join(path, name));
    } catch {
      return sum; // removed meanwhile (a log segment recycled)
    }
  }, stats.blocks * 512);
}

export const mib = (bytes: number) => bytes / 1024 / 1024;
