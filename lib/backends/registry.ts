import "server-only";
import { referenceAdapter } from "./reference";
import { specAdapter } from "./spec-only";
import type { Adapter } from "./types";

/**
 * The backends the panel knows, in the order they are asked to recognise the upstream's answer to
 * `GET /capabilities`. The spec adapter comes last: it takes any backend, since every backend has
 * the spec's calls. A new backend is one adapter folder and one entry here.
 */
export const ADAPTERS: readonly Adapter[] = [referenceAdapter, specAdapter];
