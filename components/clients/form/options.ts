// Choices of the client forms' selects (clients spec §3, §9).
import type { SelectOption } from "@/components/ui/select-field";
import { CUSTOM_PACKAGES, DEFAULT_PACKAGE_SELECTION, MONTH_CHOICES, SERVERS, THEMES } from "@/lib/client-constants";

const monthLabel = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;
const months: SelectOption[] = MONTH_CHOICES.map((n) => ({ value: n, label: monthLabel(n) }));

export const SERVER_OPTIONS: SelectOption[] = SERVERS.map((server) => ({ value: server.id, label: server.name }));

/** Adding: 0 is a free two-day trial. */
export const ADD_MONTH_OPTIONS: SelectOption[] = [{ value: 0, label: "Trial - 2 days" }, ...months];

/** Updating: 0 adds nothing (the spec's 'Add months'). */
export const UPDATE_MONTH_OPTIONS: SelectOption[] = [{ value: 0, label: "Add months" }, ...months];

/** Renew and retrieve: a prompt worth 0 (the button stays disabled), then 1 to 12. */
export const ACTION_MONTH_OPTIONS: SelectOption[] = [{ value: 0, label: "Select months" }, ...months];

export const THEME_OPTIONS: SelectOption[] = THEMES.map((theme) => ({
  value: theme,
  label: theme.replace("_", " ").replace(/^./, (first) => first.toUpperCase()),
}));

// Names the spec gives, so the select reads well before the server's list arrives.
const KNOWN_PRESETS: Record<number, string> = {
  [CUSTOM_PACKAGES]: "CUSTOM PACKAGE SELECTION",
  7: "ALL PACKAGES-NO ADULT",
  [DEFAULT_PACKAGE_SELECTION]: "ALL PACKAGES",
};

/** The server's presets, plus the current choice if the list lacks it (still loading, or another server's). */
export function presetOptions(presets: readonly { id: number; name: string }[], current: number): SelectOption[] {
  const options = presets.map((preset) => ({ value: preset.id, label: preset.name }));
  if (!presets.some((preset) => preset.id === current)) {
    options.unshift({ value: current, label: KNOWN_PRESETS[current] ?? `Package ${current}` });
  }
  return options;
}

/** Names as options, plus the current one if missing, so a prefilled owner always shows. */
export function nameOptions(names: readonly string[], current: string): SelectOption[] {
  const all = current && !names.includes(current) ? [current, ...names] : names;
  return all.map((name) => ({ value: name, label: name }));
}
