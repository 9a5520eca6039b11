import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import type { ScreenProps } from "@/components/shell/screen-page";
import { loadUpdateClient } from "@/lib/loaders/update-client";
import { screenRoute } from "@/lib/screens";
import { UpdateClientView } from "./update-client-view";

/** The Update Client screen of every role, for the client in `?name=` (bookmarkable). */
export async function UpdateClientScreen({ session, title, searchParams }: ScreenProps) {
  const data = await loadUpdateClient(session, searchParams.name);
  const listHref = screenRoute(session.role, "clients.list") ?? "/";
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {data.kind === "missing" && (
        <div className="flex flex-col items-start gap-4 rounded-lg bg-surface p-6 shadow-sm">
          <p className="text-lg font-semibold">Sorry, client not found!</p>
          <p className="text-sm text-slate-700">There is no client named “{data.name}” among yours.</p>
          <BackLink href={listHref} />
        </div>
      )}
      {data.kind === "failed" && (
        <>
          <Alert tone="error">{data.message}</Alert>
          <BackLink href={listHref} />
        </>
      )}
      {data.kind === "ready" && (
        <UpdateClientView
          // A new client (another ?name=) starts a fresh form.
          key={data.client.name}
          role={session.role}
          client={data.client}
          history={data.history}
          historyError={data.historyError}
          subs={data.subs}
          initialCredits={data.credits}
        />
      )}
    </div>
  );
}

function BackLink({ href }: { href: string }) {
  return (
    <Link href={href} className="rounded bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark">
      Back to the client list
    </Link>
  );
}
