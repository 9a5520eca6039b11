// Every test file keeps the panel's own records (the intents of lib/intents) in a folder of its
// own, never the developer's .data/panel.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.PANEL_DATA_DIR = mkdtempSync(path.join(tmpdir(), "panel-test-"));
