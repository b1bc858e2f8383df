/** What the numbers were measured on, printed at the top of every bench/judge script's output. */
import { readFileSync } from 'node:fs';
import { availableParallelism, release, totalmem } from 'node:os';

export interface MachineInfo {
  date: string;
  nproc: number;
  cpuModel: string;
  memoryGiB: number;
  kernel: string;
  node: string;
  loadAverage: string;
}

export function machineInfo(): MachineInfo {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  return {
    date: new Date().toISOString(),
    nproc: availableParallelism(),
    cpuModel: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    kernel: release(),
    node: process.version,
    // Other work on a shared machine skews every number; this says how busy it was when the run started.
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
}

export function printMachine(): MachineInfo {
  const info = machineInfo();
  console.log(
    `machine: ${info.nproc} x ${info.cpuModel}, ${info.memoryGiB} GiB, Linux ${info.kernel}, Node ${info.node}; ` +
      `load average at start ${info.loadAverage}; ${info.date}`,
  );
  return info;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Host CPU counters from /proc/stat: busy and total jiffies over all cores. */
export function cpuCounters(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user/nice)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}
