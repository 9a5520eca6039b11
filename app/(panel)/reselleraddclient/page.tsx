import type { Metadata } from "next";
import { AddClientScreen } from "@/components/clients/form/add-client-screen";
import { CLIENT_ROUTES } from "@/lib/roles";
import { requireRoute } from "@/lib/session";

export const metadata: Metadata = { title: "Add Client" };

export default async function AddClientPage() {
  const session = await requireRoute(CLIENT_ROUTES.reseller.add);
  return <AddClientScreen session={session} />;
}
