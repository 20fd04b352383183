import fs from "node:fs";

/** Clock ticks per second for /proc/<pid>/stat (USER_HZ: 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used so far, read from /proc/<pid>/stat. Another
 * process's counterpart of process.cpuUsage(): unlike wall time, it barely moves when other work
 * shares the machine, so CPU per request compares runs made at different loads.
 */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}
