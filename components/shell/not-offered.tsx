import { FormScreen } from "@/components/ui/form-screen";
import { LinkButton } from "@/components/ui/link-button";
import { AUDIT_NOT_OFFERED, notOfferedSentence } from "@/lib/offer-messages";
import type { ScreenId } from "@/lib/screens";

/** In place of a screen whose calls the backend lacks: one sentence saying so, and the way home. */
export function NotOffered({ id, title }: { id: ScreenId; title: string }) {
  return (
    <FormScreen title={title}>
      <div className="flex flex-col items-start gap-4 rounded-lg bg-surface p-6 shadow-sm">
        <p role="status" className="text-sm text-slate-700">
          {id === "audit" ? AUDIT_NOT_OFFERED : notOfferedSentence(title)}
        </p>
        <LinkButton href="/" className="normal-case tracking-normal">
          Back to the dashboard
        </LinkButton>
      </div>
    </FormScreen>
  );
}
