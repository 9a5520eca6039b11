import type { ScreenProps } from "@/components/shell/screen-page";
import { ItemUnavailable } from "@/components/ui/item-unavailable";
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
      {data.kind !== "ready" && (
        <ItemUnavailable
          result={data}
          missingTitle="Sorry, client not found!"
          missingText={`There is no client named “${data.kind === "missing" ? data.name : ""}” among yours.`}
          back={{ href: listHref, label: "Back to the client list" }}
        />
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
