// What the add and update forms hold, how a client fills them, and what each form sends.
import type { ClientDetail } from "@/lib/schemas/client-detail";
import { CUSTOM_PACKAGES, DEFAULT_PACKAGE_SELECTION, THEMES, type ClientInput, type ClientUpdateInput } from "@/lib/schemas/client";

export type Theme = (typeof THEMES)[number];

export type ClientFormValues = {
  server: number;
  reseller: string;
  dealer: string;
  ministra: boolean;
  mac: string;
  login: string;
  password: string;
  description: string;
  phone: string;
  months: number;
  package_selection: number;
  packages: number[];
  // Update only.
  status: boolean;
  o_mac: string;
  parent_pass: string;
  alt_player: boolean;
  theme: Theme;
};

/** The add form's starting point: server 0, three months, ALL PACKAGES (spec §9). */
export const ADD_DEFAULTS: ClientFormValues = {
  server: 0,
  reseller: "",
  dealer: "",
  ministra: false,
  mac: "",
  login: "",
  password: "",
  description: "",
  phone: "",
  months: 3,
  package_selection: DEFAULT_PACKAGE_SELECTION,
  packages: [],
  status: true,
  o_mac: "",
  parent_pass: "",
  alt_player: false,
  theme: "classic",
};

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

/** The update form prefilled from the client; `subs` are its custom package ids, if any. */
export function valuesFromClient(client: ClientDetail, subs: readonly number[]): ClientFormValues {
  const mac = client.mac.toUpperCase();
  return {
    server: client.server,
    reseller: client.reseller,
    dealer: client.dealer,
    ministra: client.ministra,
    mac,
    login: client.name,
    password: client.password,
    description: client.description,
    phone: client.phone,
    // 'Add months': saving spends nothing unless months are chosen.
    months: 0,
    package_selection: client.package_selection,
    packages: client.package_selection === CUSTOM_PACKAGES ? (subs.length > 0 ? [...subs] : client.packages) : [],
    // A status the backend left out is off: a backend that drops empty fields drops false.
    status: client.status ?? false,
    // The MAC the client had when the form opened; the upstream finds the device by it.
    o_mac: client.mac,
    parent_pass: client.parent_pass,
    alt_player: client.alt_player,
    theme: isTheme(client.theme) ? client.theme : "classic",
  };
}

function common(values: ClientFormValues): ClientInput {
  return {
    server: values.server,
    reseller: values.reseller,
    dealer: values.dealer,
    ministra: values.ministra,
    mac: values.ministra ? "" : values.mac.toUpperCase(),
    login: values.login.trim(),
    password: values.password,
    description: values.description,
    phone: values.phone,
    months: values.months,
    package_selection: values.package_selection,
    packages: values.packages,
  };
}

/** POST /api/clients: the add schema's fields only. */
export const addPayload = (values: ClientFormValues): ClientInput => common(values);

/** PUT /api/clients/:name: the update schema's fields. */
export function updatePayload(values: ClientFormValues): ClientUpdateInput {
  return {
    ...common(values),
    status: values.status,
    o_mac: values.o_mac,
    parent_pass: values.parent_pass,
    alt_player: values.alt_player,
    theme: values.theme,
  };
}
