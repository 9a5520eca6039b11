import type { Metadata } from "next";
import { LinkButton } from "@/components/ui/link-button";
import { connection } from "next/server";

export const metadata: Metadata = { title: "Page not found" };

export default async function NotFound() {
  // Rendered per request so its scripts carry the CSP nonce.
  await connection();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Sorry, page not found!</h1>
      <LinkButton href="/" className="normal-case tracking-normal">
        Go to the dashboard
      </LinkButton>
    </main>
  );
}
