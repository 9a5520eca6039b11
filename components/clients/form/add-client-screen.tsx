import type { SessionData } from "@/lib/session";
import { getCredits } from "@/lib/upstream/dashboard";
import { AddClientForm } from "./add-client-form";

/** The Add Client screen of every role; the page has already checked the route (requireRoute). */
export async function AddClientScreen({ session }: { session: SessionData }) {
  // The balance prices the submission; a failure only hides 'Balance after', the upstream still checks.
  const credits = session.role === "admin" ? null : await getCredits(session).catch(() => null);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">Add Client</h2>
      <AddClientForm role={session.role} initialCredits={credits} />
    </div>
  );
}
