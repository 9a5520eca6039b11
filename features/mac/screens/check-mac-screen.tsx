// Check MAC Address for the dealer, reseller and super reseller (accounts spec §2.4).
import type { ScreenProps } from "@/components/shell/screen-page";
import { FormScreen } from "@/components/ui/form-screen";
import { CheckMac } from "@/features/mac/components/check-mac";

export function CheckMacScreen({ title }: ScreenProps) {
  return (
    <FormScreen title={title}>
      <CheckMac />
    </FormScreen>
  );
}
