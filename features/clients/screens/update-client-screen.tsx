import { getTranslations } from "next-intl/server";
import type { ScreenProps } from "@/components/shell/screen-page";
import { ItemUnavailable } from "@/components/ui/item-unavailable";
import { loadUpdateClient } from "@/features/clients/server/load-update-client";
import { screenRoute } from "@/lib/screens";
import { UpdateClientView } from "@/features/clients/components/update/update-client-view";
import { RecentEntriesCard } from "@/features/journal/server";

/** The Update Client screen of every role, for the client in `?name=` (bookmarkable). */
export async function UpdateClientScreen({ session, title, searchParams }: ScreenProps) {
  const [data, t] = await Promise.all([loadUpdateClient(session, searchParams.name), getTranslations("clients")]);
  const listHref = screenRoute(session.role, "clients.list") ?? "/";
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {data.kind !== "ready" && (
        <ItemUnavailable
          result={data}
          missingTitle={t("missing.title")}
          missingText={t("missing.text", { name: data.kind === "missing" ? data.name : "" })}
          back={{ href: listHref, label: t("missing.back") }}
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
      {data.kind === "ready" && <RecentEntriesCard session={session} targetKind="client" target={data.client.name} />}
    </div>
  );
}
