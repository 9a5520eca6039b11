import { clsx } from "clsx";
import { buttonClasses, type ButtonVariant } from "./button-classes";

type Props = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Placement only (a margin, a width): joined to the button's classes, never overriding them. */
  className?: string;
};

/**
 * Button for a caller that only places it. Its classes are joined, not merged, so a page with
 * nothing else to merge (the sign-in page) loads no tailwind-merge; to change the button's own
 * look (padding, colour), use Button.
 */
export function PlacedButton({ variant = "primary", className, type = "button", ...props }: Props) {
  return <button type={type} className={clsx(buttonClasses(variant), className)} {...props} />;
}
