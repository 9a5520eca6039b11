import { useId } from "react";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { cn } from "@/lib/cn";
import { buttonClasses, type ButtonVariant } from "./button-classes";

type Props = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** The button; a caller's className is merged, so its "px-3" wins over the button's "px-4". */
export function Button({ variant = "primary", className, type = "button", ...props }: Props) {
  return <button type={type} className={cn(buttonClasses(variant), className)} {...props} />;
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
