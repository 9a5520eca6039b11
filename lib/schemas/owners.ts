/** The resellers and dealers a client form may pick, each within the signed-in account's subtree. */
export type Owners = { resellers: { name: string }[]; dealers: { name: string; reseller: string }[] };
