"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MaskedField } from "@/components/ui/masked-field";
import { readPastedMac } from "@/features/mac/model/paste";
import { readTypedMac } from "@/features/mac/model/typed";
import { MAC_PREFIX } from "@/lib/schemas/mac";
import { CHECK_MAC_MASK, MAC_SUFFIX_MASK } from "./masks";

type Props = {
  /** Delete MAC fixes the prefix 00:1A:79: (spec §2.6); Check MAC only starts with it (§2.4). */
  fixedPrefix?: boolean;
  searching: boolean;
  onSearch: (mac: string) => void;
  /** The text changed after a search: what was shown no longer answers it. */
  onEdit: () => void;
};

/**
 * A masked MAC input starting with 00:1A:79: and a Search button enabled only for a whole MAC
 * (spec §2.4, §5). A pasted MAC, whole or its last three pairs, with or without colons, replaces
 * the input as that MAC (features/mac/model/paste.ts); a whole MAC typed or scanned on top of the prefix is
 * read the same way (features/mac/model/typed.ts), so both screens search the MAC that was entered.
 */
export function MacSearchForm({ fixedPrefix = false, searching, onSearch, onEdit }: Props) {
  const t = useTranslations("mac");
  const [typed, setTyped] = useState(fixedPrefix ? "" : MAC_PREFIX);
  const [pasteError, setPasteError] = useState<string | undefined>();
  const { mac, wrongPrefix } = readTypedMac(typed, fixedPrefix);
  const prefixError = t("prefixOnly", { prefix: MAC_PREFIX.slice(0, -1) });

  function paste(event: React.ClipboardEvent<HTMLInputElement>) {
    const read = readPastedMac(event.clipboardData.getData("text"), fixedPrefix);
    if (!read) return;
    event.preventDefault();
    if ("error" in read) {
      // The one refusal: a whole MAC with another prefix where the prefix is fixed.
      setPasteError(prefixError);
      return;
    }
    setPasteError(undefined);
    if (read.value !== typed) {
      setTyped(read.value);
      onEdit();
    }
  }
  return (
    <form
      role="search"
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (mac && !searching) onSearch(mac);
      }}
    >
      <MaskedField
        label={t("macAddress")}
        mask={fixedPrefix ? MAC_SUFFIX_MASK : CHECK_MAC_MASK}
        prefix={fixedPrefix ? MAC_PREFIX : undefined}
        value={typed}
        onValueChange={(value) => {
          const { field } = readTypedMac(value, fixedPrefix);
          if (field === typed) return;
          setTyped(field);
          setPasteError(undefined);
          onEdit();
        }}
        onPaste={paste}
        error={pasteError ?? (wrongPrefix ? prefixError : undefined)}
        hint={fixedPrefix ? t("suffixHint") : t("fullHint")}
        autoComplete="off"
        name="mac"
        className="sm:w-80"
      />
      <Button type="submit" disabled={!mac || searching} className="sm:mt-6">
        {t("search")}
      </Button>
    </form>
  );
}
