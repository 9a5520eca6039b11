import { clsx } from "clsx";
import { buttonClasses, type ButtonVariant } from "./button-classes";

type Props = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Placement only (a margin, a width): joined to the button's classes, never overriding them. */
  className?: string;
};

/**
 * Button for a page that must stay light (the sign-in page): the same button as Button, from a
 * module without the form's SubmitButton and its catalogue runtime.
 */
export function PlacedButton({ variant = "primary", className, type = "button", ...props }: Props) {
  return <button type={type} className={clsx(buttonClasses(variant), className)} {...props} />;
}
