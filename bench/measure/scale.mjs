// 12. Three instances against one, on reads: the same reads through HAProxy to
// one panel instance and to three (README, Deploy: a shared SESSION_PASSWORD and the panel's
// store on PostgreSQL), over one reference upstream on PostgreSQL, in alternating rounds. Besides
// requests/s it reads, per target, the CPU seconds each part used during the rounds
// (/proc/<pid>/stat: the instances, the upstream, PostgreSQL's processes, HAProxy, the load
// generator in this process) and how busy the whole machine was (/proc/stat), which is what says
// what limits the three: a machine with two cores cannot give three instances more than it has.
import { readdirSync, readFileSync } from "node:fs";
import { load, median } from "../load.mjs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of one process, or 0 once it is gone. */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return 0;
  }
}

/** The pids whose parent is `parent` (PostgreSQL's backends under its postmaster). */
function childrenOf(parent) {
  const pids = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(fields[1]) === parent) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Busy and total CPU seconds of the whole machine (every core, everyone's work). */
function machineCpu() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const idle = values[3] + values[4]; // idle, iowait
  const total = values.reduce((sum, v) => sum + v, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

function snapshot(parts) {
  const own = process.cpuUsage();
  const cpu = {
    instances: parts.instancePids.reduce((sum, pid) => sum + cpuOf(pid), 0),
    upstream: cpuOf(parts.upstreamPid),
    postgresql: [parts.postmasterPid, ...childrenOf(parts.postmasterPid)].reduce((sum, pid) => sum + cpuOf(pid), 0),
    haproxy: cpuOf(parts.haproxyPid),
    "load generator": (own.user + own.system) / 1e6,
  };
  return { cpu, machine: machineCpu(), at: process.hrtime.bigint() };
}

function difference(after, before) {
  const cpu = Object.fromEntries(Object.keys(after.cpu).map((key) => [key, after.cpu[key] - before.cpu[key]]));
  return {
    cpu,
    machineBusy: after.machine.busy - before.machine.busy,
    machineTotal: after.machine.total - before.machine.total,
    seconds: Number(after.at - before.at) / 1e9,
  };
}

function add(sum, part) {
  if (!sum) return part;
  return {
    cpu: Object.fromEntries(Object.keys(part.cpu).map((key) => [key, sum.cpu[key] + part.cpu[key]])),
    machineBusy: sum.machineBusy + part.machineBusy,
    machineTotal: sum.machineTotal + part.machineTotal,
    seconds: sum.seconds + part.seconds,
  };
}

/** "instances 1.52 cores, PostgreSQL 0.20, …": each part's CPU over the wall time of the rounds. */
function describeCpu(used, cores) {
  const parts = Object.entries(used.cpu)
    .sort((a, b) => b[1] - a[1])
    .map(([key, seconds]) => `${key} ${(seconds / used.seconds).toFixed(2)}`)
    .join(", ");
  const busy = (used.machineBusy / used.machineTotal) * cores;
  return `cores used: ${parts}; the whole machine ${busy.toFixed(2)} of ${cores} busy (everyone's work)`;
}

/**
 * `one` and `three` are the balancer's URLs to one instance and to three; `reads` the requests
 * ({ label, path }); the dealer's session `cookie` opens on every instance.
 */
export async function scale({ one, three, cookie, reads, parts, connections, seconds, rounds, cores, clients }) {
  const figures = [];
  for (const { label, path } of reads) {
    const targets = [
      { name: "one", url: `${one}${path}` },
      { name: "three", url: `${three}${path}` },
    ];
    // Warm-up: one request alone first (a cold instance's first dashboard, with the upstream's
    // counts not yet remembered, can take longer than a short loaded run lasts), then a short run.
    for (const target of targets) {
      const first = await fetch(target.url, { headers: { cookie }, redirect: "manual", signal: AbortSignal.timeout(60_000) });
      await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`${target.url}: HTTP ${first.status} to the dealer's session`);
      await load({ url: target.url, headers: { cookie }, connections, seconds: 3 });
    }
    const runs = { one: [], three: [] };
    const used = {};
    for (let round = 0; round < rounds; round++) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const before = snapshot(parts);
        runs[target.name].push(await load({ url: target.url, headers: { cookie }, connections, seconds }));
        used[target.name] = add(used[target.name], difference(snapshot(parts), before));
      }
    }
    const ratios = runs.three.map((run, i) => run.rps / runs.one[i].rps);
    const rps = (name) => median(runs[name].map((r) => r.rps));
    const p50 = (name) => median(runs[name].map((r) => r.p50));
    figures.push(
      { name: `${label}: one instance, requests/s (p50 ${p50("one").toFixed(1)} ms)`, value: rps("one"), unit: "req/s", note: describeCpu(used.one, cores) },
      {
        name: `${label}: three instances, requests/s (p50 ${p50("three").toFixed(1)} ms)`,
        value: rps("three"),
        unit: "req/s",
        note: describeCpu(used.three, cores),
      },
      {
        name: `${label}: three / one instance, requests/s`,
        value: median(ratios),
        unit: "x",
        note: `median of the rounds' ratios (${ratios.map((r) => r.toFixed(2)).join(", ")}); concurrency ${connections}, ${clients.toLocaleString("en-US")} clients`,
      },
    );
  }
  return figures.map((f) => ({ section: "12. Three instances vs one on reads (HAProxy, PostgreSQL)", ...f }));
}
