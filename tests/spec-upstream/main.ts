// Command line: npx tsx tests/spec-upstream/main.ts [--unshown-calls] [--count-shape=total]
//                                                   [--list-shape=data] [--require-recaptcha]
//                                                   [--clients=N] (N clients in all, for the bench)
//                                                   [--ledger=N] (the demo dealer's ledger filled to N rows, for the bench)
//                                                   [--variants=numbers-as-strings,laravel,…] [--broken-field=credits]
// Environment: SPEC_UPSTREAM_PORT (default 4100), SPEC_UPSTREAM_HOST (default 127.0.0.1).
import { startSpecUpstream } from "./index";
import { VARIANTS, type Variant } from "./variants";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];

const known =
  /^--(unshown-calls|require-recaptcha|count-shape=(bare|total)|list-shape=(bare|data)|clients=\d+|ledger=\d+|variants=[a-z0-9,-]+|broken-field=\w+)$/;
const unknown = args.filter((a) => !known.test(a));
if (unknown.length) {
  console.error(`spec upstream: unknown argument(s): ${unknown.join(" ")}`);
  process.exit(2);
}

const variants = (value("variants") ?? "").split(",").filter(Boolean);
const unknownVariants = variants.filter((v) => !(VARIANTS as readonly string[]).includes(v));
if (unknownVariants.length) {
  console.error(`spec upstream: unknown variant(s): ${unknownVariants.join(" ")} (known: ${VARIANTS.join(", ")})`);
  process.exit(2);
}

async function main() {
  const upstream = await startSpecUpstream({
    port: Number(process.env.SPEC_UPSTREAM_PORT ?? 4100),
    host: process.env.SPEC_UPSTREAM_HOST ?? "127.0.0.1",
    unshownCalls: flag("unshown-calls"),
    requireRecaptcha: flag("require-recaptcha"),
    countShape: value("count-shape") === "total" ? "total" : "bare",
    listShape: value("list-shape") === "data" ? "data" : "bare",
    ...(value("clients") ? { clients: Number(value("clients")) } : {}),
    ...(value("ledger") ? { ledger: Number(value("ledger")) } : {}),
    variants: variants as Variant[],
    ...(value("broken-field") ? { brokenField: value("broken-field") } : {}),
  });
  console.log(`spec upstream listening on ${upstream.url}`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void upstream.close().finally(() => process.exit(0));
    });
  }
}

main().catch((e: unknown) => {
  console.error("spec upstream: could not start:", e instanceof Error ? e.message : e);
  process.exit(1);
});
