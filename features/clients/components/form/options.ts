// Choices of the client forms' selects (clients spec §3, §9).
import type { SelectOption } from "@/components/ui/select-field";
import { CUSTOM_PACKAGES, DEFAULT_PACKAGE_SELECTION, MONTH_CHOICES, SERVERS, THEMES } from "@/lib/client-constants";

/** Namespace "clients"'s translator (useTranslations("clients")): the options are in the reader's language. */
export type ClientsText = (key: string, values?: Record<string, string | number>) => string;

const months = (t: ClientsText): SelectOption[] => MONTH_CHOICES.map((n) => ({ value: n, label: t("options.month", { count: n, n: String(n) }) }));

export const SERVER_OPTIONS: SelectOption[] = SERVERS.map((server) => ({ value: server.id, label: server.name }));

/** Adding: 0 is a free two-day trial. */
export const addMonthOptions = (t: ClientsText): SelectOption[] => [{ value: 0, label: t("options.trial") }, ...months(t)];

/** Updating: 0 adds nothing (the spec's 'Add months'). */
export const updateMonthOptions = (t: ClientsText): SelectOption[] => [{ value: 0, label: t("options.addMonths") }, ...months(t)];

/** Renew and retrieve: a prompt worth 0 (the button stays disabled), then 1 to 12. */
export const actionMonthOptions = (t: ClientsText): SelectOption[] => [{ value: 0, label: t("options.selectMonths") }, ...months(t)];

/** The device themes, named in the reader's language (the values stay the backend's). */
export const themeOptions = (t: ClientsText): SelectOption[] => THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}`) }));

// Names the spec gives, so the select reads well before the server's list arrives.
const KNOWN_PRESETS: Record<number, string> = {
  [CUSTOM_PACKAGES]: "CUSTOM PACKAGE SELECTION",
  7: "ALL PACKAGES-NO ADULT",
  [DEFAULT_PACKAGE_SELECTION]: "ALL PACKAGES",
};

/** The server's presets, plus the current choice if the list lacks it (still loading, or another server's). */
export function presetOptions(presets: readonly { id: number; name: string }[], current: number, t: ClientsText): SelectOption[] {
  const options = presets.map((preset) => ({ value: preset.id, label: preset.name }));
  if (!presets.some((preset) => preset.id === current)) {
    options.unshift({ value: current, label: KNOWN_PRESETS[current] ?? t("options.package", { id: current }) });
  }
  return options;
}

/** Names as options, plus the current one if missing, so a prefilled owner always shows. */
export function nameOptions(names: readonly string[], current: string): SelectOption[] {
  const all = current && !names.includes(current) ? [current, ...names] : names;
  return all.map((name) => ({ value: name, label: name }));
}
