// 7. Ledger: the dealer's Transactions through the BFF, against an upstream whose demo dealer has
// 2,000 ledger rows and one whose dealer has 200,000 (npm run seed -- --ledger N, in-process),
// requests to the two alternating. The first page and page 50 of the BFF list call (the screen's
// 10 rows, newest first), and the /transactions screen itself (server render of the first page).
import { compareSides, expectOk } from "../compare.mjs";

const SIZES = ["2,000", "200,000"];
const compare = (label, small, large, options) => compareSides(label, small, large, { ...options, sizes: SIZES });

export async function ledger({ small, large, requests }) {
  const bff = (side, page) => ({ url: `${side.next.url}/api/transactions?page=${page}&size=10`, cookie: side.dealer.cookie });
  const screen = (side) => ({ url: `${side.next.url}/transactions`, cookie: side.dealer.cookie });
  const upstream = (side) => ({ url: `${side.upstream.url}/api/transactions?token=${encodeURIComponent(side.dealer.token)}&page=1&per_page=10` });
  const options = { requests, check: expectOk };
  return [
    ...(await compare("/api/transactions, first page", bff(small, 1), bff(large, 1), options)),
    ...(await compare("/api/transactions, page 50", bff(small, 50), bff(large, 50), options)),
    ...(await compare("/transactions", screen(small), screen(large), options)),
    ...(await compare("upstream transactions call alone", upstream(small), upstream(large), { ...options, context: true })),
  ].map((f) => ({ section: "7. Ledger (2,000 vs 200,000 rows, dealer)", ...f }));
}
