// The metrics registry (lib/metrics.ts); its settings are lib/settings.ts's (tests/unit/settings.test.ts).
import { describe, expect, it } from "vitest";
import { metrics, recordRequest, recordSignIn, recordUpstreamCall } from "@/lib/metrics";
import { panelOps } from "@/lib/ops-state";

describe("metrics", () => {
  it("is one registry per process, handed to the panel's server through globalThis", () => {
    expect(metrics()).toBe(metrics());
    expect(panelOps().registry).toBeDefined();
    expect((globalThis as { panelOps?: { registry?: unknown } }).panelOps?.registry).toBe(panelOps().registry);
  });

  it("counts requests, upstream calls and sign-ins by bounded labels", async () => {
    recordRequest("clients.list", "GET", 200, 12);
    recordRequest("clients.list", "GET", 200, 30);
    recordUpstreamCall("clients.list", "ok", 8);
    recordUpstreamCall("renew", "timeout", 10_000);
    recordSignIn("success");
    recordSignIn("throttled");
    recordSignIn("throttled");
    const text = await panelOps().registry!.metrics();
    expect(text).toContain('panel_http_requests_total{route="clients.list",method="GET",status="200"} 2');
    expect(text).toContain('panel_http_request_duration_seconds_count{route="clients.list",method="GET"} 2');
    expect(text).toContain('panel_http_request_duration_seconds_bucket{le="0.025",route="clients.list",method="GET"} 1');
    expect(text).toContain('panel_upstream_calls_total{operation="renew",outcome="timeout"} 1');
    expect(text).toContain('panel_upstream_call_duration_seconds_sum{operation="clients.list",outcome="ok"} 0.008');
    expect(text).toContain('panel_sign_ins_total{outcome="throttled"} 2');
    expect(text).toContain('panel_sign_ins_total{outcome="success"} 1');
    // The process's own figures come along (memory, CPU, event loop).
    expect(text).toContain("panel_process_resident_memory_bytes");
  });
});
