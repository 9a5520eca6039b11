// The BFF address of one client, apart from features/clients/hooks/use-client.ts so that a list's rows can name
// it without bringing SWR into the list's first load. The path itself is the client writes' own
// (features/clients/browser/client-writes.ts), so the key a write revalidates is the one its screen reads.
export { clientPath as clientKey } from "@/features/clients/browser/client-writes";
