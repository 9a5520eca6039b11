import type { Metadata } from "next";
import { UpdateClientScreen } from "@/components/clients/update/update-client-screen";
import { CLIENT_ROUTES } from "@/lib/roles";
import { requireRoute } from "@/lib/session";

export const metadata: Metadata = { title: "Update Client" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UpdateClientPage({ searchParams }: Props) {
  const session = await requireRoute(CLIENT_ROUTES.manager.update);
  return <UpdateClientScreen session={session} name={(await searchParams).name} />;
}
