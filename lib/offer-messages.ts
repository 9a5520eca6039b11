// What the panel says about a feature the business's backend does not offer (a spec-only backend
// without the operator's mapping, ARCHITECTURE §8). Shared by the BFF's 501 and the screens.
export const NOT_OFFERED_MESSAGE = "The backend this panel is connected to does not offer this.";

/** One sentence in place of a screen whose calls the backend lacks. */
export const notOfferedSentence = (title: string) => `${title} is not available: the backend this panel is connected to does not offer it.`;

/** The audit log needs the records only the reference upstream keeps. */
export const AUDIT_NOT_OFFERED =
  "Audit Log is not available: it shows the records the reference upstream keeps of every change, and the backend this panel is connected to keeps none.";
