// What the panel says about a feature the business's backend does not offer (a spec-only backend
// without the operator's mapping: docs/architecture.md, "Backends as adapters"). Shared by
// the BFF's 501 and the screens.
export const NOT_OFFERED_MESSAGE = "The backend this panel is connected to does not offer this.";

// The screens' sentences about a missing feature are in the catalogues (messages/*/shell.json:
// notOffered, auditNotOffered), in the reader's language.
