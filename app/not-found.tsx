import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

export const metadata: Metadata = { title: "Page not found" };

export default async function NotFound() {
  // Rendered per request so its scripts carry the CSP nonce.
  await connection();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Sorry, page not found!</h1>
      <Link href="/" className="rounded bg-primary px-4 py-2 font-medium text-white hover:bg-primary-dark">
        Go to the dashboard
      </Link>
    </main>
  );
}
