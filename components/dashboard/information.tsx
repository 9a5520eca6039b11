import { Alert } from "@/components/ui/alert";
import { MINISTRA_NOTE } from "@/lib/dashboard";

export function Information({ message }: { message: string | null }) {
  return (
    <section aria-labelledby="information-heading" className="flex flex-col gap-3">
      <h2 id="information-heading" className="text-lg font-semibold">
        Information
      </h2>
      <Alert tone="warning">{message?.trim() ? message : "No message from the administrator."}</Alert>
      <Alert tone="success">{MINISTRA_NOTE}</Alert>
    </section>
  );
}
