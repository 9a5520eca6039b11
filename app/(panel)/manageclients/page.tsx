import type { Metadata } from "next";
import { ClientListScreen } from "@/components/clients/list/client-list-screen";
import { CLIENT_ROUTES } from "@/lib/roles";
import { requireRoute } from "@/lib/session";

export const metadata: Metadata = { title: "Manage Clients" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ClientListPage({ searchParams }: Props) {
  const session = await requireRoute(CLIENT_ROUTES.admin.list);
  return <ClientListScreen session={session} searchParams={await searchParams} />;
}
