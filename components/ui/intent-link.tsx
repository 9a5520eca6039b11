"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";

type Props = Omit<React.ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * A link that prefetches its screen when a person reaches for it (pointer over it, a finger
 * on it, or the focus on it), not when it scrolls into view. Next's default prefetched every
 * menu and dashboard link on arrival: about 40 requests a page view, each a server render that
 * reads the session, for the one or two links a person then follows.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...link }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...link}
    />
  );
}
