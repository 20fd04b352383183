import fs from "node:fs";

export interface GroupMember {
  pid: number;
  state: string;
  command: string;
}

/**
 * The processes of a process group that are still running. A zombie is left out: it has exited and
 * holds nothing (no socket, no connection, no memory), it only waits for its parent to read its
 * status, and where PID 1 is not an init that reaps (a bare container) it waits forever. tsx's
 * esbuild helpers end that way when `npm start` stops on a cold transform cache.
 */
export function liveProcessesInGroup(pgid: number): GroupMember[] {
  if (!fs.existsSync("/proc/self/stat")) {
    // No procfs: the signal probe cannot tell a zombie apart, so it counts every member.
    try {
      process.kill(-pgid, 0);
      return [{ pid: pgid, state: "?", command: "(no /proc to tell)" }];
    } catch {
      return [];
    }
  }
  const members: GroupMember[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone between the listing and the read
    }
    // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so split after the last ")".
    const close = stat.lastIndexOf(")");
    const [state, , pgrp] = stat.slice(close + 2).split(" ");
    if (Number(pgrp) !== pgid || state === "Z" || state === "X") continue;
    members.push({ pid: Number(entry), state: state!, command: stat.slice(stat.indexOf("(") + 1, close) });
  }
  return members;
}
