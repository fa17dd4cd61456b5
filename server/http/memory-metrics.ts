import { Gauge } from 'prom-client';
import type { Db } from '../db/db.ts';
import type { ScheduleCache } from '../domain/schedule/schedule-cache.ts';
import type { CompressionCache } from './compression.ts';
import type { Metrics } from './metrics.ts';

/**
 * Where the server's memory goes, beside the process figures (RSS, V8 heap, external): the embedded
 * database's WebAssembly heap, which grows and never shrinks, and the answers kept in memory.
 */
export function watchMemory(
  metrics: Metrics,
  sources: { db: Db; scheduleCache: ScheduleCache; compressionCache: CompressionCache },
): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'db_engine_wasm_memory_bytes',
    help: 'Size of the embedded database (PGlite) WebAssembly memory; it only grows',
    registers,
    collect() {
      const stats = sources.db.stats?.();
      if (stats?.kind === 'pglite' && stats.wasmMemoryBytes !== undefined) this.set(stats.wasmMemoryBytes);
    },
  });
  new Gauge({
    name: 'schedule_cache_entries',
    help: 'Schedule answers kept in memory',
    registers,
    collect() {
      this.set(sources.scheduleCache.size.entries);
    },
  });
  new Gauge({
    name: 'schedule_cache_bytes',
    help: 'Characters of the schedule answers kept in memory (about their bytes)',
    registers,
    collect() {
      this.set(sources.scheduleCache.size.chars);
    },
  });
  new Gauge({
    name: 'compression_cache_bytes',
    help: 'Bytes of the compressed answers kept in memory',
    registers,
    collect() {
      this.set(sources.compressionCache.size);
    },
  });
}
