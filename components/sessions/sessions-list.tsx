"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSnackbar } from "@/hooks/use-snackbar";
import { apiFetch, errorMessage } from "@/lib/browser/api";
import { formatTimestamp } from "@/lib/format";
import type { SessionView } from "@/lib/sessions/view";
import { PlainTableHead } from "@/components/ui/plain-table-head";

const COLUMNS = ["Browser", "Address", "Started", "Last used"] as const;

/** The account's sessions, this one marked, each other one with End, and "End all other sessions". */
export function SessionsList({ sessions }: { sessions: SessionView[] }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((session) => !session.current).length;

  async function end(path: string, done: (ended: number) => string) {
    setBusy(true);
    try {
      const answer = await apiFetch<{ ended: number }>(path, { method: "DELETE" });
      snackbar.show(done(answer.ended), "success");
      router.refresh();
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Signed in" aside={<span className="text-sm text-slate-600">{sessions.length === 1 ? "1 session" : `${sessions.length} sessions`}</span>}>
      <p className="text-sm text-slate-700">Each sign-in lasts one hour. End a session you do not recognise, then ask for a new password.</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your sessions</caption>
          <PlainTableHead columns={COLUMNS} />
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} className="border-b border-slate-100" data-testid="session-row">
                <td className="px-3 py-2 font-medium">
                  {session.browser}
                  {session.current && <span className="ml-2 rounded bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">This session</span>}
                </td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{session.address}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTimestamp(session.startedAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTimestamp(session.lastUsedAt)}</td>
                <td className="px-3 py-2 text-right">
                  {session.current ? (
                    // A plain link: prefetching /logout would sign the user out.
                    <a href="/logout" className="text-sm font-semibold uppercase tracking-wide text-primary hover:underline">
                      Sign out
                    </a>
                  ) : (
                    <Button variant="secondary" disabled={busy} onClick={() => void end(`/api/sessions/${encodeURIComponent(session.id)}`, () => "Session ended")} aria-label={`End the session of ${session.browser} started ${formatTimestamp(session.startedAt)}`}>
                      End
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-end">
        <Button variant="danger" disabled={busy || others === 0} onClick={() => void end("/api/sessions/others", (ended) => (ended === 1 ? "Ended 1 other session" : `Ended ${ended} other sessions`))}>
          End all other sessions
        </Button>
      </div>
    </Card>
  );
}
