import { useId } from "react";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/hooks/use-error-text";
import { cn } from "@/lib/cn";
import { buttonClasses, type ButtonPadding, type ButtonVariant } from "./button-classes";

type Props = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  padding?: ButtonPadding;
  /** Placement only (a margin, a width, self-start) or what the button does not set itself (a background for "secondary"). */
  className?: string;
};

/** The button; its look is chosen by variant and padding, a caller's className is joined to it. */
export function Button({ variant = "primary", padding, className, type = "button", ...props }: Props) {
  return <button type={type} className={cn(buttonClasses(variant, padding), className)} {...props} />;
}

type SubmitProps = {
  disabled: boolean;
  children: React.ReactNode;
  /** Why the button is disabled (what is still missing or wrong), shown beside it while it is. */
  reasons?: readonly string[];
};

/**
 * A form's submit button, at the end of the line (right, or left in Arabic), full width on phones. A disabled button always says why:
 * the form's open reasons are listed beside it, also for fields the user has not visited yet.
 */
export function SubmitButton({ disabled, children, reasons = [] }: SubmitProps) {
  const t = useTranslations("common");
  const errorText = useErrorText();
  const id = useId();
  // The reasons are the schemas' messages: shown in the reader's language.
  const why = disabled ? [...new Set(reasons.map(errorText))] : [];
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
      {why.length > 0 && (
        <p id={id} className="text-sm text-slate-600 sm:text-end">
          <span className="font-semibold">{t("stillNeeded")}</span>
          {why.join(" · ")}
        </p>
      )}
      <Button type="submit" disabled={disabled} aria-describedby={why.length > 0 ? id : undefined} className="w-full shrink-0 sm:w-auto">
        {children}
      </Button>
    </div>
  );
}
