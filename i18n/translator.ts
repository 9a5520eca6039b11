// The one shape a translation function has where lib/ builds a user-facing sentence: next-intl's
// `t` of a namespace (useTranslations, getTranslations, createTranslator) fits it. lib/ takes the
// function as an argument instead of importing a catalogue, so the browser loads only the active
// language and the tests pass the English one (tests/unit/support/english.ts).
export type Translate = (key: string, values?: Record<string, string | number>) => string;
