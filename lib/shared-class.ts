// Next may load a server module once per route bundle, while some objects live on globalThis for
// the whole process (the backend's learnt name, the panel store, the intents' and sessions'
// registries). An error made by one bundle's copy of a class fails `instanceof` against another
// bundle's copy, and a refusal would then be answered as a crash. A class marked here is
// recognised by a brand shared through the process-wide symbol registry instead.

/** A brand for a class: `readonly [brand] = true` on its instances, `static [Symbol.hasInstance] = sharedInstanceCheck(brand)`. */
export const brandOf = (name: string): symbol => Symbol.for(name);

/** Recognises an instance by its brand, whichever bundle's copy of the class made it. */
export function sharedInstanceCheck(brand: symbol): (value: unknown) => boolean {
  return (value) => typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}
