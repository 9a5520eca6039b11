"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MaskedField, type PatternMask } from "@/components/ui/masked-field";
import { MAC_LENGTH, MAC_PREFIX } from "@/lib/schemas/mac";

type Props = {
  mask: PatternMask;
  searching: boolean;
  onSearch: (mac: string) => void;
  /** The text changed after a search: what was shown no longer answers it. */
  onEdit: () => void;
};

/** A masked MAC input prefilled with 00:1A:79: and a Search button enabled only at exactly 17 characters (spec §2.4, §5). */
export function MacSearchForm({ mask, searching, onSearch, onEdit }: Props) {
  const [mac, setMac] = useState(MAC_PREFIX);
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
        mask={mask}
        value={mac}
        onValueChange={(value, typed) => {
          setMac(value);
          if (typed) onEdit();
        }}
        hint="Six hex pairs, e.g. 00:1A:79:12:34:56"
        autoComplete="off"
        name="mac"
        className="sm:w-72"
      />
      <Button type="submit" disabled={!complete || searching} className="sm:mt-6">
        Search
      </Button>
    </form>
  );
}
