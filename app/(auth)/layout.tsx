import { SnackbarProvider } from "@/components/ui/snackbar";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <SnackbarProvider>{children}</SnackbarProvider>;
}
