import Link from "next/link";
import type { AccountKind } from "@/lib/accounts/kinds";
import type { Role } from "@/lib/roles";
import { accountEditHref } from "@/lib/accounts/kinds";

/** An account's name in a list, linking to its edit screen; at most 15 characters, so kept on one line rather than broken mid-word. */
export function AccountLink({ role, kind, name }: { role: Role; kind: AccountKind; name: string }) {
  return (
    <Link
      href={accountEditHref(role, kind, name)}
      prefetch={false}
      className="whitespace-nowrap text-sm font-medium text-primary underline-offset-2 hover:underline sm:text-base"
    >
      {name}
    </Link>
  );
}
