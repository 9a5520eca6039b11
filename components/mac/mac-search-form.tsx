"use client";
import { useState } from "react";
import { MAC_MASK } from "@/components/clients/form/masks";
import { Button } from "@/components/ui/button";
import { MaskedField } from "@/components/ui/masked-field";
import { MAC_LENGTH, MAC_PREFIX } from "@/lib/schemas/mac";
import { MAC_SUFFIX_MASK, withFixedPrefix } from "./masks";

type Props = {
  /** Delete MAC fixes the prefix 00:1A:79: (spec §2.6); Check MAC only starts with it (§2.4). */
  fixedPrefix?: boolean;
  searching: boolean;
  onSearch: (mac: string) => void;
  /** The text changed after a search: what was shown no longer answers it. */
  onEdit: () => void;
};

/** A masked MAC input starting with 00:1A:79: and a Search button enabled only at exactly 17 characters (spec §2.4, §5). */
export function MacSearchForm({ fixedPrefix = false, searching, onSearch, onEdit }: Props) {
  const [typed, setTyped] = useState(fixedPrefix ? "" : MAC_PREFIX);
  const mac = fixedPrefix ? withFixedPrefix(typed) : typed;
  const complete = mac.length === MAC_LENGTH;
  return (
    <form
      role="search"
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !searching) onSearch(mac);
      }}
    >
      <MaskedField
        label="MAC address"
        mask={fixedPrefix ? MAC_SUFFIX_MASK : MAC_MASK}
        prefix={fixedPrefix ? MAC_PREFIX : undefined}
        value={typed}
        onValueChange={(value) => {
          if (value === typed) return;
          setTyped(value);
          onEdit();
        }}
        hint={fixedPrefix ? "The last three hex pairs, e.g. 12:34:56" : "Six hex pairs, e.g. 00:1A:79:12:34:56"}
        autoComplete="off"
        name="mac"
        className="sm:w-80"
      />
      <Button type="submit" disabled={!complete || searching} className="sm:mt-6">
        Search
      </Button>
    </form>
  );
}
