// Delete MAC, the admin's (accounts spec §2.6).
import type { ScreenProps } from "@/components/shell/screen-page";
import { FormScreen } from "@/components/ui/form-screen";
import { DeleteMac } from "@/features/mac/components/delete-mac";

export function DeleteMacScreen({ title }: ScreenProps) {
  return (
    <FormScreen title={title}>
      <DeleteMac />
    </FormScreen>
  );
}
