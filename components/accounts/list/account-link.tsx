import Link from "next/link";
import type { AccountKind } from "@/lib/accounts/kinds";
import type { Role } from "@/lib/roles";
import { accountEditHref } from "@/lib/accounts/kinds";

/** An account's name in a list, linking to its edit screen. */
export function AccountLink({ role, kind, name }: { role: Role; kind: AccountKind; name: string }) {
  return (
    <Link href={accountEditHref(role, kind, name)} prefetch={false} className="break-all text-sm font-medium text-primary underline-offset-2 hover:underline sm:text-base">
      {name}
    </Link>
  );
}
