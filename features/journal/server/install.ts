import "server-only";
import { setWriteJournal } from "@/lib/write-journal";
import { panelJournal } from "./recorder";

/** Puts the journal on the upstream seam: from here on every write is journalled (instrumentation-node.ts calls it at start). */
export function installJournal(): void {
  setWriteJournal(panelJournal);
}
