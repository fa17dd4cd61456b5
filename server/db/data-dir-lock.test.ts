import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const startTime = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
const freshDir = () => mkdtempSync(join(tmpdir(), 'club-lock-'));

describe('the data folder lock', () => {
  it('is taken with our pid and start time, and released only by its holder', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(`${process.pid} ${startTime(process.pid)}`);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses while another live process holds it, naming that process', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid} ${startTime(process.ppid)}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.ppid})`);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(`${process.ppid} ${startTime(process.ppid)}`);
  });

  it('takes over a lock whose pid now belongs to another process (started at another time), or to itself', () => {
    for (const stale of [`${process.ppid} 1`, `${process.pid} 1`, 'garbage']) {
      const dir = freshDir();
      writeFileSync(join(dir, LOCK_FILE), `${stale}\n`);
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').split(' ')[0]).toBe(String(process.pid));
      release();
    }
  });
});
