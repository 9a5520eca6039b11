// Every test file keeps the panel's own records (the intents of lib/intents) in a folder of its
// own, never the developer's .data/panel.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.PANEL_DATA_DIR = mkdtempSync(path.join(tmpdir(), "panel-test-"));

// The BFF logs a line per request and per upstream call (lib/log): the suite's output keeps to
// warnings and errors unless LOG_LEVEL asks for more.
process.env.LOG_LEVEL ??= "warn";
