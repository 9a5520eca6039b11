// The BFF address of one client, apart from hooks/use-client.ts so that a list's rows can name
// it without bringing SWR into the list's first load.
export const clientKey = (name: string) => `/api/clients/${encodeURIComponent(name)}`;
