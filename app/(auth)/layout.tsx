import { getTranslations } from "next-intl/server";
import { SignInErrorText } from "@/features/sign-in/components/sign-in-error-text";
import { SnackbarProvider } from "@/components/ui/snackbar";

// No NextIntlClientProvider: the sign-in page's texts are translated on the server and handed to
// its client pieces as props, so its first load carries no next-intl runtime (docs/i18n.md).
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("common");
  return (
    <SignInErrorText>
      <SnackbarProvider closeLabel={t("closeMessage")}>{children}</SnackbarProvider>
    </SignInErrorText>
  );
}
