import { Alert } from "@/components/ui/alert";
import { Chip } from "@/components/ui/chip";
import { MAC_TEXTS, type MacSearchResult } from "@/lib/schemas/mac";

/** 'Mac address is available' (success) or 'Mac address is in use' with the client's status when the caller may know it (error), spec §8. */
export function MacResult({ mac, result }: { mac: string; result: MacSearchResult }) {
  if (!result.found) {
    return (
      <Alert tone="success" title={MAC_TEXTS.available}>
        {mac}
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={MAC_TEXTS.inUse}>
      <span className="flex flex-wrap items-center gap-2">
        {mac}
        {result.status && <Chip tone={result.status === "ACTIVE" ? "success" : "danger"}>{result.status}</Chip>}
      </span>
    </Alert>
  );
}
