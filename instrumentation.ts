// Runs once when the Next server starts (app.prepare()), before it serves a request (Next's
// instrumentation file convention). Next compiles this file for the Edge runtime too, where the
// panel runs nothing: the Node.js start is imported inside the `NEXT_RUNTIME === "nodejs"` branch,
// the form the bundler drops from the Edge build. Imported after an early return instead, the
// store, PGlite's WebAssembly and the reminders were compiled for the Edge as well (16 MB of
// .next/server/edge and its share of every build's CPU).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await (await import("./instrumentation-node")).registerNode();
  }
}
