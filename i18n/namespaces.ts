// Every catalogue namespace: one JSON file per namespace and language, messages/<locale>/<namespace>.json.
// Add a line here when you add a namespace (and its three files); tests/unit/i18n-catalogues.test.ts
// then checks its keys in every language.
export const NAMESPACES = [
  "common", // texts many screens share: the app's name, buttons, the language menu
  "validation", // the schemas' messages and the BFF's own refusals (i18n/validation-messages.ts), by their English text
  "screens", // the registry's screen titles and menu labels (i18n/screen-texts.ts)
  "shell", // the top bar, the drawer, the session timer, not-found, the unsaved-changes dialog
  "dashboard", // the dashboard's cards and the users history chart
  "auth", // sign-in, the second factor, the captcha
  "clients", // client lists, add and update forms, renewals (one and bulk), the expiry worklist
  "credits", // what an action costs and the credit move notes (features/credits/model: the sentences, features/credits/components/cost-note.tsx)
  "table", // data tables: search, paging, sorting, selection, export, the empty state
  "accounts", // the account lists, add and edit screens (areas)
  "audit", // the audit log (areas)
  "export", // the CSV/PDF exports' titles, headers and words (areas)
  "mac", // Check MAC and Delete MAC (areas)
  "messaging", // Message Clients and the panel message (areas)
  "reminderEmail", // the morning digest e-mail (areas; server only)
  "reminders", // the Reminders screen (areas)
  "security", // second factors (areas)
  "apiKeys", // the API keys screen (features/api)
  "sessions", // Your Sessions (areas)
  "tickets", // the support tickets (areas)
  "transactions", // the ledgers (areas)
  "webhooks", // the Webhooks screen and the paused-endpoint mail (areas)
  "insights", // the Insights screen: figures, charts, statements (areas)
] as const;

export type Namespace = (typeof NAMESPACES)[number];
