"use client";
// A defineList list whose texts (name, headers, tabs, empty message, Add link) come from a
// catalogue namespace, read by the list file's own hook: `const useTexts = () => useTranslations("tickets")`. The list kit wants its definition, and so its columns, stable: each
// language's definition is declared once, on first use, and kept.
import type { RowData } from "@tanstack/react-table";
import { useLocale } from "next-intl";
import type { ComponentType } from "react";
import { defineList, type ListDefinition, type ListViewProps } from "@/components/ui/data-table/list-view";
import type { Translate } from "@/i18n/translator";
import type { ListShape } from "@/lib/list/query";

type Declare<Row extends RowData, S extends ListShape> = (t: Translate, locale: string) => ListDefinition<Row, S>;

export function translatedList<Row extends RowData, S extends ListShape>(useTexts: () => unknown, declare: Declare<Row, S>) {
  const byLocale = new Map<string, ComponentType<ListViewProps<Row, S>>>();
  const listFor = (locale: string, t: Translate) => {
    let List = byLocale.get(locale);
    if (!List) {
      List = defineList(declare(t, locale));
      byLocale.set(locale, List);
    }
    return List;
  };
  function TranslatedList(props: ListViewProps<Row, S>) {
    const t = useTexts() as Translate;
    const List = listFor(useLocale(), t);
    return <List {...props} />;
  }
  return TranslatedList;
}
